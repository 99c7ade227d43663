import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedObject = Extract<NonNullable<FederationOptions['shared']>, Record<string, unknown>>;
type SharedConfig = Extract<SharedObject[string], object>;

interface PackageJson {
  version: string;
  /** The ES module build. */
  module?: string;
  peerDependencies?: Record<string, string>;
}

const readPackageJson = (file: string | URL) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** The package.json Node would load for `name` from `fromDir` (read directly: not every package exports it). */
export function findPackageJson(name: string, fromDir: string): string | undefined {
  const searchDirs = createRequire(join(fromDir, 'package.json')).resolve.paths(name) ?? [];
  return searchDirs.map((dir) => join(dir, name, 'package.json')).find((file) => existsSync(file));
}

/**
 * The kit's entries beyond its core (`@storyloom/kit/forms`, `@storyloom/kit/wizard`, `@storyloom/kit/dialog`). Each is a shared singleton of
 * its own that the shell provides but never imports, so the landing page never downloads form controls or the
 * wizard's pieces: the first remote that needs one loads the shell's copy. Inside them, anything from the core is
 * imported as `@storyloom/kit`, so it stays the shell's single copy.
 */
export const LAZY_KIT_ENTRIES = ['forms', 'wizard', 'dialog'];

/**
 * Libraries the shell provides but never imports, like the kit's lazy entries: the first page that needs one loads
 * the shell's copy, and no other page downloads it. react-hook-form keeps a form's state in React context
 * (FormProvider), so like React it is one copy, and every remote's form runs on it instead of bundling its own:
 * 15.7 KB gzipped (48 KB), which bundled into mf-delivery took its own code to 84.4 KB, over its 72 KB budget.
 * /step5, its first user, loads it with its first chunks (12.6 KB gzipped of mf-delivery's, 34.2 KB before it
 * moved the address checks to a lazy chunk).
 */
export const LAZY_LIBRARIES = ['react-hook-form'];

const KIT_DIR = fileURLToPath(new URL('..', import.meta.url));
const kit = readPackageJson(join(KIT_DIR, 'package.json'));
const kitPeers = kit.peerDependencies ?? {};

/**
 * The platform singletons. React, the router and styled-components keep state in module-level contexts, and the
 * kit holds the theme and providers, so two copies on one page would break silently: there is exactly one copy,
 * the shell's. Ranges come from the kit's peerDependencies so a React or router upgrade is made in one place.
 */
const singletonRanges: Record<string, string> = {
  react: kitPeers['react']!,
  'react/jsx-runtime': kitPeers['react']!,
  'react-dom': kitPeers['react-dom']!,
  'react-dom/client': kitPeers['react-dom']!,
  // react-router-dom v7 is a thin re-export of react-router; both must resolve to the same singleton.
  'react-router': kitPeers['react-router-dom']!,
  'react-router-dom': kitPeers['react-router-dom']!,
  'styled-components': kitPeers['styled-components']!,
  '@storyloom/kit': `^${kit.version}`,
  ...Object.fromEntries(LAZY_KIT_ENTRIES.map((entry) => [`@storyloom/kit/${entry}`, `^${kit.version}`])),
  ...Object.fromEntries(LAZY_LIBRARIES.map((library) => [library, kitPeers[library]!])),
};

/**
 * The contract is shared but not a singleton: it is schemas, option lists and prices, with no state, so two
 * versions can live on one page. A remote uses the shell's copy when it satisfies the remote's range and
 * otherwise loads the copy it was built with.
 */
export const CONTRACTS = '@storyloom/contracts';

export const PLATFORM_SINGLETONS = Object.keys(singletonRanges);

/** Every module shared at run time: the platform singletons and the contract. */
export const SHARED_DEPENDENCY_NAMES = [...PLATFORM_SINGLETONS, CONTRACTS];

const installedVersion = (pkg: string) => readPackageJson(require.resolve(`${pkg}/package.json`)).version;

/** Shared modules provided from a Storyloom module instead of the package itself (see react-router-surface.ts). */
const surfaces: Record<string, { import: string; version: string }> = {
  'react-router': {
    import: fileURLToPath(new URL('./react-router-surface.ts', import.meta.url)),
    version: installedVersion('react-router'),
  },
  'react-router-dom': {
    import: fileURLToPath(new URL('./react-router-dom-surface.ts', import.meta.url)),
    version: installedVersion('react-router-dom'),
  },
};

/**
 * The kit's lazy entries, named by file so the shell provides them although it never imports them (a package
 * name is only provided where something imports it).
 */
const lazyKitEntries = Object.fromEntries(
  LAZY_KIT_ENTRIES.map((entry) => [
    `@storyloom/kit/${entry}`,
    { import: join(KIT_DIR, 'src', entry, 'index.ts'), version: kit.version },
  ]),
);

/** A lazy library named by its ES module file, for the same reason as the kit's lazy entries. */
function lazyLibrary(name: string): { import: string; version: string } {
  const packageJson = findPackageJson(name, KIT_DIR);
  if (!packageJson) throw new Error(`${name} is not installed for the kit`);
  const { module, version } = readPackageJson(packageJson);
  if (!module) throw new Error(`${name} names no ES module build (package.json "module")`);
  return { import: join(dirname(packageJson), module), version };
}

const lazyLibraries = Object.fromEntries(LAZY_LIBRARIES.map((library) => [library, lazyLibrary(library)]));

/**
 * How a front end takes part in sharing:
 * - `shell`: the provider of every platform singleton, the kit's lazy entries and lazy libraries included, and of
 *   its contract copy;
 * - `remote`: a remote as the shell loads it. It brings no copy of a singleton (`import: false`) and refuses to
 *   run on one outside its range (`strictVersion`) instead of running on it unnoticed;
 *   `api/scripts/publish-remote.mjs` refuses to publish such a remote against the published shell;
 * - `standalone`: a remote on its own dev server (`npm run dev -w mf-*`), with no shell, so it provides everything.
 */
export type SharingRole = 'shell' | 'remote' | 'standalone';

const contractsPackageJson = (appDir: string): string => {
  const packageJson = findPackageJson(CONTRACTS, appDir);
  if (!packageJson) throw new Error(`${CONTRACTS} is not installed for ${appDir}`);
  return packageJson;
};

/** The contract's version as the app in `appDir` resolves it: a remote may be built against another one. */
export function contractsVersion(appDir: string): string {
  return readPackageJson(contractsPackageJson(appDir)).version;
}

/**
 * The contract's main entry as a file (its TypeScript source, which the builds resolve workspace packages to).
 * The shell provides the contract by this file: named by package, it would only provide it if its own code imported
 * a value from the contract's main entry, and it imports only types (and the subpaths) from it. Without the shell's
 * copy in the share scope, every remote loaded its own (~46 KB with zod, fetched late, a new file for each
 * remote), issue 27.
 */
export function contractsEntryFile(appDir: string): string {
  return join(contractsPackageJson(appDir), '..', 'src', 'index.ts');
}

/**
 * The one list of libraries every Storyloom front end shares at run time, for the shell and all six remotes.
 * No `eager`: each app starts behind an async boundary (index.ts -> import('./bootstrap')), so the shared copy
 * is negotiated at run time instead of being forced into every entry chunk.
 */
export function sharedDependenciesFor(role: SharingRole, appDir: string): SharedObject {
  const singletons = Object.entries(singletonRanges).map(([name, requiredVersion]): [string, SharedConfig] => {
    const base: SharedConfig = { singleton: true, requiredVersion, ...surfaces[name] };
    if (role === 'shell') return [name, { ...base, ...lazyKitEntries[name], ...lazyLibraries[name] }];
    if (role === 'remote') return [name, { ...base, import: false, strictVersion: true }];
    return [name, base];
  });
  const contracts = contractsVersion(appDir);
  const contractsConfig: SharedConfig = { singleton: false, version: contracts, requiredVersion: `^${contracts}` };
  return Object.fromEntries([
    ...singletons,
    [CONTRACTS, role === 'shell' ? { ...contractsConfig, import: contractsEntryFile(appDir) } : contractsConfig],
  ]);
}

/**
 * What the shell and the remotes' module-federation configs pass as `shared`; the build (createAppConfig) turns it
 * into the list for the app's role with sharedDependenciesFor.
 */
export const sharedDependencies: SharedObject = Object.fromEntries(SHARED_DEPENDENCY_NAMES.map((name) => [name, {}]));
