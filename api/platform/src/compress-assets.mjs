import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { PRECOMPRESSED_VARIANTS } from './precompressed-variants.mjs';

/**
 * Text the browser downloads. Source maps are left out: only an open devtools panel fetches them, they are
 * four times the size of the code, and compressing them would more than double the build's compression time.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;

/** Below this a compressed copy saves a few hundred bytes at most, less than the request itself costs. */
const MIN_COMPRESSED_SIZE = 1024;

/**
 * Zopfli's optimisation passes. Measured on the shell's 440 KB of JavaScript: 1 pass is already 3% smaller than
 * gzip -9 and takes 2.3 s; 5 passes save another 110 bytes for +0.4 s, 15 passes 130 bytes for +3.6 s.
 */
const ZOPFLI_ITERATIONS = 1;

const brotli = promisify(brotliCompress);
const brotliOptions = (size) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

const ENCODERS = {
  br: (bytes) => brotli(bytes, brotliOptions(bytes.length)),
  // zopfli writes a gzip stream any browser decodes, ~3% smaller than zlib's best, and byte-identical for
  // identical input (no timestamp), so a rebuild of unchanged code yields unchanged files.
  gzip: (bytes) => gzipAsync(bytes, { numiterations: ZOPFLI_ITERATIONS }),
};

/** True for a file worth a precompressed copy: browser-facing text of at least MIN_COMPRESSED_SIZE bytes. */
function isCompressible(path, size) {
  return COMPRESSIBLE.test(path) && size >= MIN_COMPRESSED_SIZE;
}

/** True for `<file>.br` / `<file>.gz` when `<file>` is among `files`: a derived copy, not content of its own. */
export function isPrecompressedCopy(file, files) {
  return PRECOMPRESSED_VARIANTS.some(({ suffix }) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)));
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes a brotli (quality 11) and a zopfli-gzip copy next to every compressible file under `dir`: `<file>.br`,
 * `<file>.gz`. Built once and served many times, so the slowest, smallest encoders pay off. A copy that would not
 * be smaller than the original is not written. Returns what was done, for the build log.
 */
export async function compressAssets(dir) {
  const started = Date.now();
  const summary = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const files = listFiles(dir).filter((file) => isCompressible(file, statSync(file).size));
  const sources = files.map((file) => readFileSync(file));
  // brotli runs on libuv's thread pool, zopfli (WebAssembly) on this thread: start every brotli job first so the two overlap.
  const brotliJobs = sources.map((bytes) => ENCODERS.br(bytes));
  for (const [index, file] of files.entries()) {
    const bytes = sources[index];
    const compressed = { gzip: await ENCODERS.gzip(bytes), br: await brotliJobs[index] };
    summary.files += 1;
    summary.bytes += bytes.length;
    for (const { encoding, suffix } of PRECOMPRESSED_VARIANTS) {
      const copy = compressed[encoding];
      summary[encoding === 'br' ? 'brotliBytes' : 'gzipBytes'] += Math.min(copy.length, bytes.length);
      if (copy.length < bytes.length) writeFileSync(file + suffix, copy);
    }
  }
  return { ...summary, ms: Date.now() - started };
}

/** One log line: "12 files, 432.1 KB -> gzip 137.9 KB, brotli 123.4 KB (2.4 s)". */
export function describeCompression({ files, bytes, gzipBytes, brotliBytes, ms }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  return `${files} file${files === 1 ? '' : 's'}, ${kb(bytes)} -> gzip ${kb(gzipBytes)}, brotli ${kb(brotliBytes)} (${(ms / 1000).toFixed(1)} s)`;
}
