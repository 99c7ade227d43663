import type { Compiler } from '@rspack/core';
import { compressAssets, describeCompression } from '@storyloom/platform/compress-assets';

/**
 * Writes brotli and gzip copies of the shell's text files once they are emitted (the shell builds straight into
 * its publish folder; remotes get theirs when published, api/scripts/publish-remote.mjs). Production builds only:
 * a watch build rewrites files every few seconds and the API serves the originals when no fresh copy exists.
 */
export class PrecompressAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressAssetsPlugin', async () => {
      console.log(`precompressed ${describeCompression(await compressAssets(compiler.outputPath))}`);
    });
  }
}
