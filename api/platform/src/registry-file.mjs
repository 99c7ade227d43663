import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { DEV_BUILD_MARKER, LOCAL_BUILD } from './publish-paths.mjs';

/**
 * The remote-version registry (.published/registry.json) and the rules around it, shared by the `remotes` CLI
 * and anything that answers "which version of a remote is served right now".
 * Shape: { "pins": { "mf-cover": { "version": "0.1.0", "history": ["0.1.0"] } } }, history oldest first.
 */

export class RegistryError extends Error {
  name = 'RegistryError';
}

/** Reads registry.json; a missing file means nothing is pinned. A corrupt file is an error, never silently reset. */
export function readRegistry(file) {
  if (!existsSync(file)) return { pins: {} };
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RegistryError(`${file} is not valid JSON (${error.message}); fix or delete it.`);
  }
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.pins !== 'object' || parsed.pins === null) {
    throw new RegistryError(`${file} has no "pins" object; fix or delete it.`);
  }
  for (const [pkg, pin] of Object.entries(parsed.pins)) {
    if (typeof pin?.version !== 'string' || !Array.isArray(pin.history)) {
      throw new RegistryError(`${file}: the pin of ${pkg} needs a "version" string and a "history" array.`);
    }
  }
  return parsed;
}

/** Writes to a temp file then renames over the old one, so a reader never sees half a file. */
export function writeRegistry(file, registry) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, file);
}

/** Versions of `pkg` published under <publishDir>/remotes/<pkg>/, lowest first. Only complete builds count. */
export function publishedVersions(publishDir, pkg) {
  const dir = join(publishDir, 'remotes', pkg);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && semver.valid(entry.name) && existsSync(join(dir, entry.name, 'mf-manifest.json')),
    )
    .map((entry) => entry.name)
    .sort(semver.compare);
}

/** What the site serves for `pkg`: its pin, else its highest published version (undefined when none). */
export function servedVersion(registry, pkg, published) {
  // A pin to a version whose folder is gone is ignored, as the API does, rather than serving nothing.
  const pinned = registry.pins[pkg]?.version;
  return pinned && published.includes(pinned) ? pinned : published.at(-1);
}

/**
 * The remote's local build under <publishDir>/remotes/<pkg>/local/ (publish-paths.mjs, `remoteLocalDir`):
 * { version, kind } from its marker, or undefined when there is none or it is incomplete.
 */
export function localBuild(publishDir, pkg) {
  const dir = join(publishDir, 'remotes', pkg, LOCAL_BUILD);
  if (!existsSync(join(dir, 'mf-manifest.json'))) return undefined;
  try {
    const { version, kind } = JSON.parse(readFileSync(join(dir, DEV_BUILD_MARKER), 'utf8'));
    return semver.valid(version) ? { version, kind } : undefined;
  } catch {
    return undefined; // no marker, or one from before markers named a version: not a local build
  }
}

/**
 * What the site serves for `pkg`, as { version, local }: a pin to a published version serves that release exactly;
 * otherwise the local build when there is one made from the highest published version or a newer one (an edit
 * not released yet, or `npm run dev`), else the highest published version. undefined when there is nothing.
 */
export function servedRemote(registry, pkg, published, local) {
  const pinned = registry.pins[pkg]?.version;
  if (pinned && published.includes(pinned)) return { version: pinned, local: false };
  const highest = published.at(-1);
  if (local && (!highest || semver.gte(local.version, highest))) return { version: local.version, local: true };
  return highest ? { version: highest, local: false } : undefined;
}

const withPin = (registry, pkg, pin) => ({ ...registry, pins: { ...registry.pins, [pkg]: pin } });

/** Pins `pkg` to a published `version`, remembering the pin in its history. */
export function pinVersion(registry, pkg, version, published) {
  if (!semver.valid(version)) throw new RegistryError(`"${version}" is not a version (expected e.g. 1.3.0).`);
  if (!published.includes(version)) {
    throw new RegistryError(
      `${pkg} ${version} is not published. Published versions: ${published.join(', ') || 'none'}.`,
    );
  }
  const history = registry.pins[pkg]?.history ?? [];
  if (registry.pins[pkg]?.version === version) return registry;
  return withPin(registry, pkg, { version, history: [...history, version] });
}

/**
 * Goes back one step: to the previously pinned version (`from: 'previous-pin'`), or, when there is no earlier pin,
 * to the highest published version below the one served now (`from: 'lower-published'`, with `replaced`: the
 * version served before). Refuses, changing nothing, when neither exists.
 */
export function rollbackVersion(registry, pkg, published) {
  const history = registry.pins[pkg]?.history ?? [];
  const earlierPins = history.slice(0, -1).filter((version) => published.includes(version));
  if (earlierPins.length > 0) {
    const version = earlierPins.at(-1);
    return {
      registry: withPin(registry, pkg, { version, history: history.slice(0, history.lastIndexOf(version) + 1) }),
      version,
      from: 'previous-pin',
    };
  }
  const current = servedVersion(registry, pkg, published);
  if (!current)
    throw new RegistryError(`${pkg} has no published version, so there is nothing to roll back; nothing changed.`);
  const lower = published.filter((version) => semver.lt(version, current));
  if (lower.length === 0) {
    throw new RegistryError(
      `${pkg} had no earlier pin and no published version below ${current}, the one it serves; nothing changed.`,
    );
  }
  const version = lower.at(-1);
  return {
    registry: withPin(registry, pkg, { version, history: [...history, version] }),
    version,
    from: 'lower-published',
    replaced: current,
  };
}

/** Removes the pin: the site serves the highest published version again. */
export function unpinVersion(registry, pkg) {
  if (!registry.pins[pkg]) throw new RegistryError(`${pkg} is not pinned.`);
  const { [pkg]: _removed, ...pins } = registry.pins;
  return { ...registry, pins };
}

/** A declared remote's entry as this registry lays it out: /remotes/<package>/<version>/mf-manifest.json. */
const PUBLISHED_ENTRY = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

/**
 * The remotes a published version loads at run time, as its mf-manifest.json declares them (`remotes`, from its
 * module-federation config): [{ packageName, builtAgainst }], builtAgainst being the version its declared entry
 * names, i.e. the one it was built against. The version it gets at run time is whatever the registry serves.
 */
export function remoteDependencies(publishDir, pkg, version) {
  const file = join(publishDir, 'remotes', pkg, version, 'mf-manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RegistryError(`${file} cannot be read as a manifest (${error.message}); republish ${pkg} ${version}.`);
  }
  const declared = Array.isArray(manifest.remotes) ? manifest.remotes : [];
  const byPackage = new Map();
  for (const remote of declared) {
    const [, packageName, builtAgainst] = PUBLISHED_ENTRY.exec(remote.entry ?? '') ?? [
      undefined,
      remote.federationContainerName,
    ];
    if (packageName && !byPackage.has(packageName)) byPackage.set(packageName, { packageName, builtAgainst });
  }
  return [...byPackage.values()];
}
