import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compressAssets, isPrecompressedCopy } from './compress-assets.mjs';
import { DEV_BUILD_MARKER } from './publish-paths.mjs';

export class PublishError extends Error {
  name = 'PublishError';
}

/**
 * Not part of a release: the dev marker, and mf-stats.json (build analysis the browser never loads, whose item
 * order varies between byte-identical builds and would make every rebuild look like a change).
 */
const NOT_RELEASED = new Set([DEV_BUILD_MARKER, 'mf-stats.json']);

/**
 * Source maps stay in the remote's build folder (`mf-<name>/dist`) for operators. A publish folder is the public site:
 * whatever serves or copies it (a CDN, a static host) would hand anyone the whole front-end source.
 */
const isReleased = (file) => !NOT_RELEASED.has(file) && !file.toLowerCase().endsWith('.map');

/** Every released file under `dir`, as sorted relative paths. */
function listFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name), root) : [relative(root, join(dir, entry.name))]))
    .filter(isReleased)
    .sort();
}

/** The released files minus their precompressed copies, which are derived from them and written at publish time. */
function listContentFiles(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  return files.filter((file) => !isPrecompressedCopy(file, all));
}

/** True when both folders hold the same released files with the same bytes (precompressed copies aside). */
export function sameContent(a, b) {
  const [filesA, filesB] = [listContentFiles(a), listContentFiles(b)];
  if (filesA.join('\n') !== filesB.join('\n')) return false;
  return filesA.every((file) => {
    const [pathA, pathB] = [join(a, file), join(b, file)];
    return statSync(pathA).size === statSync(pathB).size && readFileSync(pathA).equals(readFileSync(pathB));
  });
}

/**
 * Copies next to the target and writes the precompressed copies there, then renames, so the site never serves a
 * half-copied version folder, nor a version whose .br/.gz files are still being written.
 */
async function copyAtomically(source, target) {
  const temp = join(dirname(target), `.${process.pid}.publishing`);
  rmSync(temp, { recursive: true, force: true });
  try {
    cpSync(source, temp, { recursive: true, filter: (path) => path === source || isReleased(relative(source, path)) });
    const compression = await compressAssets(temp);
    renameSync(temp, target);
    return compression;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Publishes a build folder as an immutable version folder, with brotli and gzip copies of its text files.
 * Resolves with the outcome and, when files were written, what compressing them did (compressAssets' summary).
 * - target missing: copied in ('published').
 * - target identical: nothing to do, not even compressing ('unchanged').
 * - target written by `npm run dev` (marker file): replaced, since dev output is scratch ('replaced-dev-build').
 * - otherwise: refused; a released version never changes under the browsers that cache it forever.
 */
export async function publishFolder({ source, target, label, bumpHint }) {
  if (!existsSync(join(source, 'mf-manifest.json'))) {
    throw new PublishError(`${source} holds no mf-manifest.json; build ${label} before publishing it.`);
  }
  if (!existsSync(target)) {
    return { outcome: 'published', compression: await copyAtomically(source, target) };
  }
  if (sameContent(source, target)) return { outcome: 'unchanged' };
  if (existsSync(join(target, DEV_BUILD_MARKER))) {
    rmSync(target, { recursive: true, force: true });
    return { outcome: 'replaced-dev-build', compression: await copyAtomically(source, target) };
  }
  throw new PublishError(
    `${label} is already published with different content, and published versions are immutable ` +
      `(browsers cache them forever).\nBump the version, e.g. ${bumpHint}, then build again.`,
  );
}
