// `node api/dist/database/warm-pglite-template.js`: creates the embedded database's cluster template ahead of
// time (e.g. right after a build), so even the very first server start skips PostgreSQL's ~4 s initdb.
import { ensureClusterTemplate } from './pglite-template.js';

const started = Date.now();
const dir = await ensureClusterTemplate();
console.log(`PGlite cluster template ready in ${Date.now() - started} ms: ${dir}`);
