import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compressAssets, isPrecompressedCopy } from './compress-assets.mjs';
import { PRECOMPRESSED_VARIANTS } from './precompressed-variants.mjs';
import { DEV_BUILD_MARKER, localBuildMarker } from './publish-paths.mjs';

export class PublishError extends Error {
  name = 'PublishError';
}

/** The version is already released with other content: a release never changes, so this build is not one. */
export class ReleasedVersionChangedError extends PublishError {
  name = 'ReleasedVersionChangedError';
}

/**
 * Not part of a release: the dev marker, and mf-stats.json (build analysis the browser never loads, whose item
 * order varies between byte-identical builds and would make every rebuild look like a change).
 */
const NOT_RELEASED = new Set([DEV_BUILD_MARKER, 'mf-stats.json']);

/**
 * A file left out of a release: one of NOT_RELEASED, or a precompressed copy of one (a build compresses them too), or
 * a source map. Maps stay in the build folder (`mf-<name>/dist`, the shell's `shell/dist/source-maps`) for operators:
 * a publish folder is the public site, and whatever serves or copies it (a CDN, a static host) would hand anyone the
 * whole front-end source.
 */
const notReleased = (file) =>
  NOT_RELEASED.has(file) ||
  /\.map$/i.test(file) ||
  PRECOMPRESSED_VARIANTS.some(({ suffix }) => file.endsWith(suffix) && NOT_RELEASED.has(file.slice(0, -suffix.length)));

/** Every released file under `dir`, as sorted relative paths. */
function listFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name), root) : [relative(root, join(dir, entry.name))],
    )
    .filter((file) => !notReleased(file))
    .sort();
}

/** The released files minus their precompressed copies, which are derived from them and written at publish time. */
function listContentFiles(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  return files.filter((file) => !isPrecompressedCopy(file, all));
}

/** True when the build already holds its .br/.gz copies (front ends' production builds write them, so they are cached). */
function hasPrecompressedCopies(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  return files.some((file) => isPrecompressedCopy(file, all));
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
 * Gives each precompressed copy its original's modification time. The static site serves a copy only when it is not
 * older than its original (a watch build may have rewritten the original since); a copy made by the build, then
 * copied (or restored from Turborepo's cache) in no particular order, is as fresh as its original.
 */
function markCopiesFresh(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  for (const file of files.filter((name) => isPrecompressedCopy(name, all))) {
    const { mtimeMs } = statSync(join(dir, file.replace(/\.(br|gz)$/, '')));
    // Rounded up to the next millisecond: file times are finer than a Date, and "not older" must hold exactly.
    const seconds = (Math.floor(mtimeMs) + 1) / 1000;
    utimesSync(join(dir, file), seconds, seconds);
  }
  return undefined;
}

/**
 * Copies next to the target (with precompressed copies unless the build already holds them, and any `extraFiles`),
 * then swaps it in by renaming, so the site never serves a half-copied folder, nor one whose .br/.gz files are still
 * being written. An existing target (a local build, the shell) is replaced; its old copy is removed after the swap.
 */
async function copyAtomically(source, target, { compress = !hasPrecompressedCopies(source), extraFiles = {} } = {}) {
  mkdirSync(dirname(target), { recursive: true });
  const temp = join(dirname(target), `.${process.pid}.publishing`);
  const old = join(dirname(target), `.${process.pid}.replaced`);
  rmSync(temp, { recursive: true, force: true });
  try {
    cpSync(source, temp, { recursive: true, filter: (path) => !notReleased(relative(source, path)) });
    const compression = compress ? await compressAssets(temp) : markCopiesFresh(temp);
    for (const [file, content] of Object.entries(extraFiles)) writeFileSync(join(temp, file), content);
    if (existsSync(target)) renameSync(target, old);
    renameSync(temp, target);
    return compression;
  } finally {
    rmSync(temp, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
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
  throw new ReleasedVersionChangedError(
    `${label} is already published with different content, and published versions are immutable ` +
      `(browsers cache them forever).\nBump the version, e.g. ${bumpHint}, then build again.`,
  );
}

/**
 * Publishes a remote's build as its local build (`remoteLocalDir`): the build of a version already released with
 * other content. The folder is replaced whole on every change; its marker names the version it was built from.
 * Resolves with 'unchanged' when it already holds this build, else 'published' and the compression summary.
 */
export async function publishLocalBuild({ source, target, version }) {
  const marker = localBuildMarker({ version, kind: 'build' });
  const markerFile = join(target, DEV_BUILD_MARKER);
  if (
    existsSync(target) &&
    existsSync(markerFile) &&
    readFileSync(markerFile, 'utf8') === marker &&
    sameContent(source, target)
  ) {
    return { outcome: 'unchanged' };
  }
  return {
    outcome: 'published',
    compression: await copyAtomically(source, target, { extraFiles: { [DEV_BUILD_MARKER]: marker } }),
  };
}

/**
 * Publishes the shell's build over the served one, in one rename. The shell is
 * not versioned: the site always serves the latest, and its HTML is never cached.
 */
export async function publishShell({ source, target }) {
  if (!existsSync(join(source, 'index.html')))
    throw new PublishError(`${source} holds no index.html; build the shell before publishing it.`);
  if (existsSync(target) && !existsSync(join(target, DEV_BUILD_MARKER)) && sameContent(source, target))
    return { outcome: 'unchanged' };
  await copyAtomically(source, target);
  return { outcome: 'published' };
}
