// Module hooks for a test's child process running the API's TypeScript sources (ts-child-process.ts): TypeScript's
// own compiler turns each .ts file into what `npm run build` emits, as jest does (jest.tsc-transform.cjs, with the
// build tsconfig's options), and the sources' NodeNext `.js` specifiers resolve to their `.ts` files.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tscTransform from '../../../jest.tsc-transform.cjs';

const BUILD_TSCONFIG = fileURLToPath(new URL('../../tsconfig.build.json', import.meta.url));

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
  const file = fileURLToPath(url);
  const source = tscTransform.transpile(await readFile(file, 'utf8'), file, BUILD_TSCONFIG);
  return { format: 'module', source, shortCircuit: true };
}
