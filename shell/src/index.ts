// zod keeps its settings on globalThis, so this reaches every copy on the page (the shell's contract and any remote's
// own fallback). Without it zod's first object parse probes `new Function` to decide whether to compile a fast
// parser; the site's content security policy (script-src 'self', no 'unsafe-eval') refuses it and the browser reports
// a violation on every step page. Set before anything imports zod.
const zodSettings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodSettings.jitless = true;

// Async boundary: shared libraries (React, the router, the kit...) are negotiated before any of them is imported.
import('./bootstrap.js');
