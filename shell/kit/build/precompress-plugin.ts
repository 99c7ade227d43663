import type { Compiler } from '@rspack/core';
import { compressAssets, describeCompression } from '@storyloom/platform/compress-assets';

/**
 * Writes brotli and gzip copies of a front end's text files once they are emitted into its dist/, so Turborepo's
 * cached build holds them and publishing (shell/scripts/publish-shell.mjs, api/scripts/publish-remote.mjs) only
 * copies. Production builds only: a watch build rewrites files every few seconds and the API serves the originals
 * when no fresh copy exists.
 */
export class PrecompressAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressAssetsPlugin', async () => {
      console.log(`precompressed ${describeCompression(await compressAssets(compiler.outputPath))}`);
    });
  }
}
