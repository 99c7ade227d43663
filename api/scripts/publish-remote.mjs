#!/usr/bin/env node
// Copies a remote's production build (<remote>/dist) into <publish>/remotes/<package>/<version>/, with brotli and
// gzip copies of its text files (<file>.br, <file>.gz) that the API sends to browsers accepting them.
// A version that is already released with other content stays as it is (releases are immutable): the build becomes
// the remote's local build instead (<publish>/remotes/<package>/local/), which this machine serves in its place
// until a new version is released. With --release that is refused instead, for release pipelines.
// A remote whose shared-module needs the published shell cannot meet is refused (@storyloom/platform/shared-compatibility).
// Run by each remote's `publish` script (cwd = the remote's folder; `npm run build` runs it through Turborepo) or as:
//   node api/scripts/publish-remote.mjs [--release] [<remote dir>]
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';
import { describeCompression } from '@storyloom/platform/compress-assets';
import {
  PublishError,
  ReleasedVersionChangedError,
  publishFolder,
  publishLocalBuild,
} from '@storyloom/platform/publish-folder';
import {
  publishDir,
  readPackageJson,
  remoteLocalDir,
  remotePublishDir,
  shellPublishDir,
} from '@storyloom/platform/publish-paths';
import { localBuild } from '@storyloom/platform/registry-file';
import { checkSharedNeeds } from '@storyloom/platform/shared-compatibility';

const args = process.argv.slice(2);
const releaseOnly = args.includes('--release');
const remoteDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.cwd());
const { name, version } = readPackageJson(remoteDir);
const target = remotePublishDir(name, version);
const source = resolve(remoteDir, 'dist');

const MESSAGES = {
  published: `Published ${name} ${version} -> ${target}`,
  unchanged: `${name} ${version} is already published with identical content; nothing to do.`,
  'replaced-dev-build': `Published ${name} ${version} -> ${target} (replaced a dev build)`,
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Refuses (PublishError) a remote that cannot run on the published shell; prints the copies it brings itself. */
function checkAgainstPublishedShell() {
  const shellManifest = join(shellPublishDir(), 'mf-manifest.json');
  if (!existsSync(shellManifest)) {
    console.warn(
      `! ${name} ${version}: no published shell to check its shared modules against (build the shell first).`,
    );
    return;
  }
  const label = `${name} ${version}`;
  const { refusals, ownCopies } = checkSharedNeeds({
    remoteManifest: readJson(join(source, 'mf-manifest.json')),
    shellManifest: readJson(shellManifest),
    label,
  });
  if (refusals.length > 0) {
    throw new PublishError(
      `Not published: ${label} cannot run on the published shell.\n  ${refusals.join('\n  ')}\n` +
        '  Build it against the versions the shell provides, or build and publish a shell that provides these first.',
    );
  }
  for (const note of ownCopies) console.log(`  ${note}`);
}

/** A local build made from this version or an older one is superseded once this version is the release built here. */
function removeSupersededLocalBuild() {
  const local = localBuild(publishDir(), name);
  if (local && semver.lte(local.version, version)) {
    rmSync(remoteLocalDir(name), { recursive: true, force: true });
    console.log(`  removed the local build of ${name} ${local.version}: ${version} as released is served again`);
  }
}

/** The release exists with other content: this build is served on this machine as the remote's local build. */
async function publishAsLocalBuild() {
  const { outcome, compression } = await publishLocalBuild({ source, target: remoteLocalDir(name), version });
  console.log(
    outcome === 'unchanged'
      ? `${name} ${version}: this build is already the local build (${remoteLocalDir(name)}).`
      : `Published ${name} ${version} as a local build -> ${remoteLocalDir(name)}`,
  );
  console.log(
    `  ${name} ${version} is released with other content and stays as released; this machine serves the local build in its place.\n` +
      `  To release this change: npm version patch -w ${name}, then npm run build.`,
  );
  if (compression) console.log(`  precompressed ${describeCompression(compression)}`);
}

try {
  checkAgainstPublishedShell();
  try {
    const { outcome, compression } = await publishFolder({
      source,
      target,
      label: `${name} ${version}`,
      bumpHint: `npm version patch -w ${name}`,
    });
    console.log(MESSAGES[outcome]);
    if (compression) console.log(`  precompressed ${describeCompression(compression)}`);
    removeSupersededLocalBuild();
  } catch (error) {
    if (!(error instanceof ReleasedVersionChangedError) || releaseOnly) throw error;
    await publishAsLocalBuild();
  }
} catch (error) {
  if (!(error instanceof PublishError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
