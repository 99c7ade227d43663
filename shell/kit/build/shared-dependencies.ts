import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedObject = Extract<NonNullable<FederationOptions['shared']>, Record<string, unknown>>;

const readVersionRanges = (packageJsonUrl: URL) => {
  const { version, peerDependencies } = JSON.parse(readFileSync(packageJsonUrl, 'utf8')) as {
    version: string;
    peerDependencies: Record<string, string>;
  };
  return { version, peers: peerDependencies };
};

/**
 * The kit's entries beyond its core (`@storyloom/kit/forms`, `@storyloom/kit/wizard`). Each is a shared singleton of
 * its own that the shell never imports, so the landing page never downloads form controls or the wizard's pieces.
 * The remotes that use one provide it: the first page that needs it loads that remote's copy, and every later page
 * reuses the loaded one. Inside them, anything from the core is imported as `@storyloom/kit`, so it stays the
 * shell's single copy.
 */
export const LAZY_KIT_ENTRIES = ['forms', 'wizard'];

const kit = readVersionRanges(new URL('../package.json', import.meta.url));
const contracts = readVersionRanges(pathToFileURL(require.resolve('@storyloom/contracts/package.json')));

/**
 * The one list of libraries every Storyloom front end shares at run time, used by the shell and all six remotes.
 * All are singletons: React, the router and styled-components keep state in module-level contexts, and the kit
 * and the contract must be one copy so a theme or a schema means the same thing everywhere.
 * No `eager`: each app starts behind an async boundary (index.ts -> import('./bootstrap')), so the shared copy
 * is negotiated at run time instead of being forced into every entry chunk.
 * Ranges come from the kit's peerDependencies so a React or router upgrade is made in one place.
 */
const singletonRanges: Record<string, string> = {
  react: kit.peers['react']!,
  'react/jsx-runtime': kit.peers['react']!,
  'react-dom': kit.peers['react-dom']!,
  'react-dom/client': kit.peers['react-dom']!,
  // react-router-dom v7 is a thin re-export of react-router; both must resolve to the same singleton.
  'react-router': kit.peers['react-router-dom']!,
  'react-router-dom': kit.peers['react-router-dom']!,
  'styled-components': kit.peers['styled-components']!,
  '@storyloom/kit': `^${kit.version}`,
  ...Object.fromEntries(LAZY_KIT_ENTRIES.map((entry) => [`@storyloom/kit/${entry}`, `^${kit.version}`])),
  '@storyloom/contracts': `^${contracts.version}`,
};

const installedVersion = (pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/** Shared modules provided from a Storyloom module instead of the package itself (see react-router-surface.ts). */
const surfaces: Record<string, { import: string; version: string }> = {
  'react-router': { import: fileURLToPath(new URL('./react-router-surface.ts', import.meta.url)), version: installedVersion('react-router') },
  'react-router-dom': {
    import: fileURLToPath(new URL('./react-router-dom-surface.ts', import.meta.url)),
    version: installedVersion('react-router-dom'),
  },
};

export const sharedDependencies: SharedObject = Object.fromEntries(
  Object.entries(singletonRanges).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion, ...surfaces[name] }]),
);

export const SHARED_DEPENDENCY_NAMES = Object.keys(singletonRanges);
