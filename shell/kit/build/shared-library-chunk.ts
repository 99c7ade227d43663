import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPackageJson, LAZY_KIT_ENTRIES, LAZY_LIBRARIES, SHARED_DEPENDENCY_NAMES } from './shared-dependencies.js';
import { ZOD_ENGLISH_LOCALE_FILE } from './zod-english-only.js';

const KIT_DIR = fileURLToPath(new URL('..', import.meta.url));

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** 'react/jsx-runtime' -> 'react', '@scope/pkg/sub' -> '@scope/pkg'. */
const packageNameOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/** The npm packages behind the shared libraries and the kit: themselves and their dependencies, transitively. */
function sharedLibraryPackages(): string[] {
  const kitPackageJson = join(KIT_DIR, 'package.json');
  const kitDependencies = Object.keys(
    (JSON.parse(readFileSync(kitPackageJson, 'utf8')) as PackageJson).dependencies ?? {},
  );
  // The lazy libraries keep their own lazy chunk: the first load never runs them.
  const sharedPackages = SHARED_DEPENDENCY_NAMES.map(packageNameOf).filter(
    (name) => !name.startsWith('@storyloom/') && !LAZY_LIBRARIES.includes(name),
  );
  const pending = [...sharedPackages, ...kitDependencies].map((name) => ({ name, from: kitPackageJson }));
  const found = new Set<string>();
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (found.has(next.name)) continue;
    const packageJson = findPackageJson(next.name, dirname(next.from));
    // An optional dependency that is not installed is never bundled either.
    if (!packageJson) continue;
    found.add(next.name);
    const { dependencies = {} } = JSON.parse(readFileSync(packageJson, 'utf8')) as PackageJson;
    pending.push(...Object.keys(dependencies).map((name) => ({ name, from: packageJson })));
  }
  return [...found].sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anySeparator = (path: string) => path.split(/[\\/]/).map(escapeRegExp).join('[\\\\/]');

/**
 * Matches the files of the shared libraries, their dependencies and the kit's core, and nothing else. Not kit core:
 * its lazy entries, and the zod locale shim, which stands in for a part of zod and so goes where zod goes (the
 * contract's chunk, zod-english-only.ts).
 */
export function sharedLibraryFiles(): RegExp {
  const packages = sharedLibraryPackages().map(anySeparator).join('|');
  const notKitCore = [
    `src[\\\\/](?:${LAZY_KIT_ENTRIES.join('|')})[\\\\/]`,
    `build[\\\\/]${escapeRegExp(ZOD_ENGLISH_LOCALE_FILE)}$`,
  ].join('|');
  const kitCore = `${anySeparator(KIT_DIR.replace(/[\\/]$/, ''))}[\\\\/](?!${notKitCore})`;
  return new RegExp(`(?:[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]|^${kitCore})`);
}

/**
 * The shell's production chunk for the shared libraries it provides (React, the router, styled-components, the kit's
 * core and what they run on). Every first page load fetches all of them, and one gzip stream instead of eight small files
 * saves ~3 KB. The cost: a kit change also renews the cached React copy.
 * The list is explicit, so a package the shell imports lazily keeps its own lazy chunk. The chunk holds providers
 * only: a chunk that consumes shared modules (like the bootstrap) must never join it, or loading that chunk would
 * wait for itself.
 */
export const sharedLibrariesCacheGroup = () => ({
  test: sharedLibraryFiles(),
  name: 'shared-libraries',
  chunks: 'async' as const,
  enforce: true,
});
