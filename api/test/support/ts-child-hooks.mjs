// Module hooks for a test's child process running the API's TypeScript sources (ts-child-process.ts): TypeScript's
// own compiler turns each .ts file into what `npm run build` emits, as jest does (tsc-jest-transform.cjs, with the
// build tsconfig's options), and the sources' NodeNext `.js` specifiers resolve to their `.ts` files.
// tsc compiles a file about 50 times slower than swc did, so each compiled file is kept, by a hash of its text and
// the options, in node_modules/.cache (a cache kept on purpose, like jest's): only changed files cost the compile.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tscTransform from './tsc-jest-transform.cjs';

const BUILD_TSCONFIG = fileURLToPath(new URL('../../tsconfig.build.json', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/storyloom-ts-child', import.meta.url));

async function compiled(file) {
  const text = await readFile(file, 'utf8');
  const cached = join(CACHE_DIR, `${tscTransform.cacheKey(text, file, BUILD_TSCONFIG)}.js`);
  try {
    return await readFile(cached, 'utf8');
  } catch {
    const source = tscTransform.transpile(text, file, BUILD_TSCONFIG);
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a child started at the same time never reads half a file.
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, source);
    await rename(partial, cached);
    return source;
  }
}

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) return next(`${specifier.slice(0, -3)}.ts`, context);
    throw error;
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  return { format: 'module', source: await compiled(fileURLToPath(url)), shortCircuit: true };
}
