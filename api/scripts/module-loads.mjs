// Which of the watched packages a Node process loads while it runs Storyloom. Run by api/scripts/module-loads.spec.mjs
// on the Node that runs the tests (20, and 24 in e2e/scripts/node24-check.mjs):
//
//   node api/scripts/module-loads.mjs app        builds the API from its build (api/dist), starts it on 127.0.0.1
//                                                without keys (demo: PGlite, local disk, offline providers), answers
//                                                /api/health, stops it
//   node api/scripts/module-loads.mjs validator  runs @nestjs/common's FileTypeValidator once: the one place that
//                                                imports file-type, so the watch below must see it there
//   node api/scripts/module-loads.mjs sharp      loads sharp as the cover and production code do, through
//                                                api/dist/common/sharp-library.js: the watch must see it there
//
// and prints one JSON line, {"loads": {"<package>": [...], ...}}: per watched package (WATCHED), every module URL
// under its folder that was resolved (an ES module hook sees each import, static or dynamic, before the module runs)
// or required (CommonJS's cache). Watched: `file-type`, which must never load on Node 20 (README "Node versions",
// "The file-type warning"), and the big packages the API loads on first use (api/src/common/lazy-require.ts,
// docs/architecture.md "Load on one machine"), which an idle demo server must not hold.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';

/** Package folder names; a name ending in `/` stands for a scope (every @aws-sdk/* package). */
const WATCHED = [
  'file-type',
  'sharp',
  'pdf-lib',
  'fontkit',
  '@aws-sdk/',
  '@myriaddreamin/',
  'openai',
  'unpdf',
  'stripe',
  'nodemailer',
  '@nestjs/swagger',
  '@fragaria/address-formatter',
  '@lesjoursfr/html-to-epub',
];
const folderPattern = (name) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${name.replaceAll('/', '[\\\\/]')}${name.endsWith('/') ? '' : '[\\\\/]'}`);
const DONE = 'module-loads:done';

// Module hooks run on a thread of their own: they report what they resolve through a message port.
const hooks = `
  let port;
  export function initialize(data) { port = data.port; }
  export async function resolve(specifier, context, next) {
    if (specifier === '${DONE}') {
      port.postMessage(specifier);
      return { url: 'data:text/javascript,', shortCircuit: true };
    }
    const resolved = await next(specifier, context);
    port.postMessage(resolved.url);
    return resolved;
  }`;
const { port1, port2 } = new MessageChannel();
const resolved = [];
const allReported = new Promise((resolve) =>
  port1.on('message', (url) => (url === DONE ? resolve() : resolved.push(url))),
);
register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { port: port2 }, transferList: [port2] });

const api = new URL('../', import.meta.url);
const fromApi = createRequire(new URL('package.json', api));

async function runTheApp() {
  await import('reflect-metadata');
  const { createApp } = await import(new URL('dist/app.factory.js', api).href);
  const { loadConfig } = await import(new URL('dist/config/app-config.js', api).href);
  const { pino } = await import('pino');
  const dataDir = mkdtempSync(join(tmpdir(), 'module-loads-'));
  try {
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      STORYLOOM_PUBLISH_DIR: join(dataDir, 'no-publish-dir'),
      SESSION_SECRET: 'module-loads-session-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
    });
    const app = await createApp(config, { logger: pino({ level: 'silent' }) });
    try {
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (!health.ok) throw new Error(`/api/health answered ${health.status}`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runTheValidator() {
  const { FileTypeValidator } = fromApi('@nestjs/common');
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  // Its answer does not matter (file-type may not even run on this Node): only that it imported file-type.
  await new FileTypeValidator({ fileType: 'image/png' })
    .isValid({ mimetype: 'image/png', buffer: png, size: png.length })
    .catch(() => false);
}

async function loadSharp() {
  const { loadSharp } = await import(new URL('dist/common/sharp-library.js', api).href);
  loadSharp();
}

const scenario = process.argv[2];
if (scenario === 'app') await runTheApp();
else if (scenario === 'validator') await runTheValidator();
else if (scenario === 'sharp') await loadSharp();
else throw new Error(`usage: node api/scripts/module-loads.mjs app|validator|sharp (not ${scenario})`);

// Messages on one port arrive in order: once the hook has reported this last import, it has reported every other.
await import(DONE);
await allReported;
port1.close();
const required = Object.keys(createRequire(import.meta.url).cache);
const loads = Object.fromEntries(
  WATCHED.map((name) => {
    const folder = folderPattern(name);
    return [name, [...resolved.filter((url) => folder.test(url)), ...required.filter((path) => folder.test(path))]];
  }),
);
console.log(JSON.stringify({ loads }));
