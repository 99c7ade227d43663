// Module hooks for a test's child process running the API's TypeScript sources (ts-child-process.ts): swc compiles
// each .ts file as jest does (decorator metadata for Nest's dependency injection), and the sources' NodeNext `.js`
// specifiers resolve to their `.ts` files.
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

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
  const { code } = await transformFile(fileURLToPath(url), {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
