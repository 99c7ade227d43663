import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, readPackageJson } from './publish-paths.mjs';
import { workspaceDirs } from './workspaces.mjs';

/**
 * The shared packages remotes are built against, and the sources the browser runs of each. A remote's range on
 * one of them (`^<version>`) is only as good as its version, so the version has to move whenever these change.
 */
export const PLATFORM_PACKAGES = [
  { name: '@storyloom/contracts', dir: 'api/contracts', sources: 'api/contracts/src' },
  { name: '@storyloom/kit', dir: 'shell/kit', sources: 'shell/kit/src' },
];

/** Where the version each fingerprint was recorded under lives (written by `node api/scripts/platform-versions.mjs record`). */
export const RECORD_FILE = join(REPO_ROOT, 'api', 'scripts', 'platform-versions.json');

const isShippedSource = (file) => !/\.(spec|test)\.[cm]?[jt]sx?$/.test(file);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** SHA-256 over the shipped source files' paths and bytes: tests aside, any edit, addition or removal changes it. */
export function sourceFingerprint(sourcesDir) {
  const root = join(REPO_ROOT, sourcesDir);
  const hash = createHash('sha256');
  for (const file of listFiles(root)
    .filter(isShippedSource)
    .map((path) => relative(root, path))
    .sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Each platform package as it is now: version and fingerprint. */
export function currentPlatformVersions() {
  return Object.fromEntries(
    PLATFORM_PACKAGES.map((pkg) => [
      pkg.name,
      { version: readPackageJson(join(REPO_ROOT, pkg.dir)).version, sources: sourceFingerprint(pkg.sources) },
    ]),
  );
}

export const readRecord = () => (existsSync(RECORD_FILE) ? JSON.parse(readFileSync(RECORD_FILE, 'utf8')) : {});

/**
 * The range each workspace gives a platform package: a caret range the current version satisfies (`^0.13.0`), so a
 * patch release edits only the package itself, and a minor one (0.x: a remote built on the old one may not run on it)
 * makes each dependent team move its range, which is what their review is for. The run-time check is separate: each
 * build's shared-module range comes from the version it was built with (shell/kit/build/shared-dependencies.ts).
 */
export function dependentRanges(packageName) {
  return workspaceDirs().flatMap((dir) => {
    const { dependencies = {}, peerDependencies = {} } = readPackageJson(dir);
    const range = dependencies[packageName] ?? peerDependencies[packageName];
    return range === undefined ? [] : [{ workspace: `${relative(REPO_ROOT, dir)}/package.json`, range }];
  });
}

/** The workspaces that name `packageName` in their dependencies or peerDependencies: a minor bump moves their ranges. */
export function dependentsOf(packageName) {
  return workspaceDirs()
    .filter((dir) => {
      const { dependencies = {}, peerDependencies = {} } = readPackageJson(dir);
      return packageName in dependencies || packageName in peerDependencies;
    })
    .map((dir) => `${relative(REPO_ROOT, dir)}/package.json`);
}

/**
 * What is wrong between the record and the tree: one message per package, saying what to do. Sources changed
 * under a recorded version means the version did not move; a moved version just needs recording.
 */
export function versionProblems(record = readRecord(), current = currentPlatformVersions()) {
  return PLATFORM_PACKAGES.flatMap(({ name, sources }) => {
    const was = record[name];
    const now = current[name];
    if (was && was.version === now.version && was.sources === now.sources) return [];
    if (was && was.version === now.version) {
      return [
        `${sources} changed but ${name} is still ${now.version}. Bump it (npm version patch -w ${name} --no-git-tag-version, ` +
          `which the dependents' ^ ranges already accept; minor when a remote built against ${now.version} could not run on ` +
          `the change, and then move the range in ${dependentsOf(name).join(', ')}), run npm install, then: ` +
          `node api/scripts/platform-versions.mjs record`,
      ];
    }
    return [`${name} ${now.version} is not recorded: node api/scripts/platform-versions.mjs record`];
  });
}

/** Records the tree's versions; refuses while a package's sources changed under the version already recorded. */
export function recordPlatformVersions() {
  const record = readRecord();
  const current = currentPlatformVersions();
  const unmoved = PLATFORM_PACKAGES.filter(
    ({ name }) => record[name]?.version === current[name].version && record[name].sources !== current[name].sources,
  );
  if (unmoved.length > 0) return { recorded: false, problems: versionProblems(record, current) };
  writeFileSync(RECORD_FILE, `${JSON.stringify(current, null, 2)}\n`);
  return { recorded: true, current };
}
