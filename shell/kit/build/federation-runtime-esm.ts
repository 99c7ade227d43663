import { rspack } from '@rspack/core';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** The ES module build of @module-federation/runtime (the one every federation package imports). */
const RUNTIME_ESM = join(require.resolve('@module-federation/runtime/package.json'), '..', 'dist', 'index.js');

/**
 * The federation runtime requests that rspack's federation plugin points at CommonJS builds: the bare runtime
 * package (its alias) and the absolute `dist/index.cjs` paths it found with Node's require.resolve (the bundler
 * runtime, the runtime plugins).
 */
const COMMONJS_RUNTIME_REQUEST =
  /^@module-federation\/runtime$|[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/]index\.cjs$/;

/**
 * Bundles the federation runtime from its ES module builds instead (same sources, published for bundlers):
 * CommonJS cannot be tree-shaken or scope-hoisted and each package brings its own interop helpers. Saves ~1.2 KB
 * gzipped in the shell and ~0.9 KB in every remote entry.
 */
export const federationRuntimeAsEsm = () =>
  new rspack.NormalModuleReplacementPlugin(COMMONJS_RUNTIME_REQUEST, (resource: { request: string }) => {
    resource.request =
      resource.request === '@module-federation/runtime' ? RUNTIME_ESM : resource.request.replace(/\.cjs$/, '.js');
  });
