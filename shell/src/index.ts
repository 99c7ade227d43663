import { handBack, oneTaskEach } from './hand-back.js';

// zod keeps its settings on globalThis, so this reaches every copy on the page (the shell's contract and any remote's
// own fallback). Without it zod's first object parse probes `new Function` to decide whether to compile a fast
// parser; the site's content security policy (script-src 'self', no 'unsafe-eval') refuses it and the browser reports
// a violation on every step page. Set before anything imports zod.
const zodSettings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodSettings.jitless = true;

/**
 * The shared libraries the first render runs on, evaluated one per task before it: in one go, with the app's own
 * modules, they were one long task of the page's start (issue 27).
 */
const FIRST_RENDER_LIBRARIES = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-router-dom'),
];

// Async boundary: shared libraries (React, the router, the kit...) are negotiated before any of them is imported.
// Not in main.js's own task: that one starts the federation runtime, and the first import sets up the share scope.
void handBack()
  .then(() => oneTaskEach(FIRST_RENDER_LIBRARIES))
  .then(() => import('./bootstrap.js'));
