import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { DEV_BUILD_MARKER } from './publish-paths.mjs';

export class PublishError extends Error {
  name = 'PublishError';
}

/**
 * Not part of a release: the dev marker, and mf-stats.json (build analysis the browser never loads, whose item
 * order varies between byte-identical builds and would make every rebuild look like a change).
 */
const NOT_RELEASED = new Set([DEV_BUILD_MARKER, 'mf-stats.json']);

/** Every released file under `dir`, as sorted relative paths. */
function listFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name), root) : [relative(root, join(dir, entry.name))]))
    .filter((file) => !NOT_RELEASED.has(file))
    .sort();
}

/** True when both folders hold the same released files with the same bytes. */
export function sameContent(a, b) {
  const [filesA, filesB] = [listFiles(a), listFiles(b)];
  if (filesA.join('\n') !== filesB.join('\n')) return false;
  return filesA.every((file) => {
    const [pathA, pathB] = [join(a, file), join(b, file)];
    return statSync(pathA).size === statSync(pathB).size && readFileSync(pathA).equals(readFileSync(pathB));
  });
}

/** Copies next to the target, then renames, so the site never serves a half-copied version folder. */
function copyAtomically(source, target) {
  const temp = join(dirname(target), `.${process.pid}.publishing`);
  rmSync(temp, { recursive: true, force: true });
  cpSync(source, temp, { recursive: true, filter: (path) => !NOT_RELEASED.has(relative(source, path)) });
  renameSync(temp, target);
}

/**
 * Publishes a build folder as an immutable version folder.
 * - target missing: copied in ('published').
 * - target identical: nothing to do ('unchanged').
 * - target written by `npm run dev` (marker file): replaced, since dev output is scratch ('replaced-dev-build').
 * - otherwise: refused; a released version never changes under the browsers that cache it forever.
 */
export function publishFolder({ source, target, label, bumpHint }) {
  if (!existsSync(join(source, 'mf-manifest.json'))) {
    throw new PublishError(`${source} holds no mf-manifest.json; build ${label} before publishing it.`);
  }
  if (!existsSync(target)) {
    copyAtomically(source, target);
    return 'published';
  }
  if (sameContent(source, target)) return 'unchanged';
  if (existsSync(join(target, DEV_BUILD_MARKER))) {
    rmSync(target, { recursive: true, force: true });
    copyAtomically(source, target);
    return 'replaced-dev-build';
  }
  throw new PublishError(
    `${label} is already published with different content, and published versions are immutable ` +
      `(browsers cache them forever).\nBump the version, e.g. ${bumpHint}, then build again.`,
  );
}
