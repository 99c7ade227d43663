import semver from 'semver';

/**
 * Whether a remote can run on the published shell, read from the two builds' mf-manifest.json files.
 * The rule (docs/architecture.md, "Shared modules and versions"):
 * - a singleton (React, the router, styled-components, the kit) exists once, the shell's: a remote whose range the
 *   shell's version does not satisfy is refused, because the browser would refuse to run it;
 * - the contract is shared but not a singleton: outside the shell's version, the remote loads the copy it was
 *   built with, and publishing says so.
 */
export function checkSharedNeeds({ remoteManifest, shellManifest, label }) {
  const provided = new Map(shellManifest.shared.map((shared) => [shared.name, shared.version]));
  const refusals = [];
  const ownCopies = [];
  for (const need of remoteManifest.shared) {
    const shellVersion = provided.get(need.name);
    const shellSatisfies = shellVersion !== undefined && semver.satisfies(shellVersion, need.requiredVersion);
    if (shellSatisfies) continue;
    const shellHas =
      shellVersion === undefined
        ? 'the published shell does not provide it'
        : `the published shell provides ${shellVersion}`;
    // A remote's own copy has a version; a singleton it takes from the shell (`import: false`) has none.
    if (!need.singleton && need.version) {
      ownCopies.push(
        `${label} loads its own copy of ${need.name} ${need.version}: it needs ${need.requiredVersion} and ${shellHas}.`,
      );
    } else {
      refusals.push(`${label} needs ${need.name} ${need.requiredVersion}, but ${shellHas}.`);
    }
  }
  return { refusals, ownCopies };
}
