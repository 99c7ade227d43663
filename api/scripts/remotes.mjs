#!/usr/bin/env node
// Platform engineers' remote-version tool:  npm run remotes -- list | pin <pkg> <version> | rollback <pkg> | unpin <pkg>
// The site reads registry.json on every GET /api/remotes, so a change applies on the next page load.
import { LOCAL_BUILD, publishDir, registryFile } from '@storyloom/platform/publish-paths';
import {
  RegistryError,
  localBuild,
  pinVersion,
  publishedVersions,
  readRegistry,
  remoteDependencies,
  rollbackVersion,
  servedRemote,
  unpinVersion,
  writeRegistry,
} from '@storyloom/platform/registry-file';
import { remoteWorkspaces } from '@storyloom/platform/workspaces';

const USAGE = `Usage: npm run remotes -- <command>
  list                      every remote: published versions, the version served, and the remotes it loads
  pin <package> <version>   serve exactly that published version
  rollback <package>        go back to the previous pin; with no earlier pin, pin the next lower published version
  unpin <package>           serve the highest published version again`;

const knownPackages = remoteWorkspaces().map((remote) => remote.name);

function requirePackage(pkg) {
  if (!pkg) throw new RegistryError(`Missing package name.\n${USAGE}`);
  if (!knownPackages.includes(pkg))
    throw new RegistryError(`Unknown remote "${pkg}". Known remotes: ${knownPackages.join(', ')}.`);
  return pkg;
}

/** What each remote serves, and the remotes its served version loads at run time (declared in its manifest). */
function servedRemotes(registry) {
  return knownPackages.map((pkg) => {
    const published = publishedVersions(publishDir(), pkg);
    const { version: served, local = false } =
      servedRemote(registry, pkg, published, localBuild(publishDir(), pkg)) ?? {};
    const loads = served ? remoteDependencies(publishDir(), pkg, local ? LOCAL_BUILD : served) : [];
    return { pkg, published, served, local, loads };
  });
}

/** "mf-characters (built against 0.1.0, serves 0.1.0)": a dependency next to what the registry serves of it. */
function describeDependency({ packageName, builtAgainst }, remotes) {
  const served = remotes.find((remote) => remote.pkg === packageName)?.served;
  const built = builtAgainst ? `built against ${builtAgainst}, ` : '';
  return `${packageName} (${built}${served ? `serves ${served}` : 'NOT PUBLISHED: cannot be loaded'})`;
}

function list(registry) {
  const remotes = servedRemotes(registry);
  for (const { pkg, published, served, local, loads } of remotes) {
    // A local build: this machine's build of a version released with other content (or `npm run dev`).
    const how = registry.pins[pkg] ? 'pinned' : local ? 'local build' : 'latest';
    console.log(
      `${pkg.padEnd(15)} serves ${served ? `${served} (${how})` : 'nothing (not published)'}   published: ${published.join(', ') || '-'}`,
    );
    if (loads.length > 0)
      console.log(
        `${''.padEnd(15)} loads at run time: ${loads.map((dependency) => describeDependency(dependency, remotes)).join(', ')}`,
      );
    const loadedBy = remotes
      .filter((remote) => remote.loads.some((dependency) => dependency.packageName === pkg))
      .map((remote) => remote.pkg);
    if (loadedBy.length > 0) console.log(`${''.padEnd(15)} loaded at run time by: ${loadedBy.join(', ')}`);
  }
}

function run([command, pkgArg, version]) {
  const file = registryFile();
  const registry = readRegistry(file);
  switch (command) {
    case 'list':
      return list(registry);
    case 'pin': {
      const pkg = requirePackage(pkgArg);
      if (!version) throw new RegistryError(`Missing version.\n${USAGE}`);
      writeRegistry(file, pinVersion(registry, pkg, version, publishedVersions(publishDir(), pkg)));
      return console.log(`${pkg} pinned to ${version}; the next page load uses it.`);
    }
    case 'rollback': {
      const pkg = requirePackage(pkgArg);
      const result = rollbackVersion(registry, pkg, publishedVersions(publishDir(), pkg));
      writeRegistry(file, result.registry);
      if (result.from === 'previous-pin')
        return console.log(`${pkg} rolled back to ${result.version}, its previous pin; the next page load uses it.`);
      return console.log(
        `${pkg} had no earlier pin; pinned it to ${result.version}, the highest published version below ${result.replaced} (which it served). ` +
          `The next page load uses it; \`npm run remotes -- unpin ${pkg}\` serves the highest published version again.`,
      );
    }
    case 'unpin': {
      const pkg = requirePackage(pkgArg);
      writeRegistry(file, unpinVersion(registry, pkg));
      const latest = publishedVersions(publishDir(), pkg).at(-1);
      return console.log(`${pkg} unpinned; serving the highest published version (${latest ?? 'none'}).`);
    }
    default:
      throw new RegistryError(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
  }
}

try {
  run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof RegistryError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
