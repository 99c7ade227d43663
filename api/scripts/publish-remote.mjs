#!/usr/bin/env node
// Copies a remote's production build (<remote>/dist) into <publish>/remotes/<package>/<version>/, with brotli and
// gzip copies of its text files (<file>.br, <file>.gz) that the API sends to browsers accepting them.
// A remote whose shared-module needs the published shell cannot meet is refused (@storyloom/platform/shared-compatibility).
// Run by each remote's `npm run build` (cwd = the remote's folder) or as: node api/scripts/publish-remote.mjs <remote dir>
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeCompression } from '@storyloom/platform/compress-assets';
import { PublishError, publishFolder } from '@storyloom/platform/publish-folder';
import { readPackageJson, remotePublishDir, shellPublishDir } from '@storyloom/platform/publish-paths';
import { checkSharedNeeds } from '@storyloom/platform/shared-compatibility';

const remoteDir = resolve(process.argv[2] ?? process.cwd());
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
    console.warn(`! ${name} ${version}: no published shell to check its shared modules against (build the shell first).`);
    return;
  }
  const label = `${name} ${version}`;
  const { refusals, ownCopies } = checkSharedNeeds({ remoteManifest: readJson(join(source, 'mf-manifest.json')), shellManifest: readJson(shellManifest), label });
  if (refusals.length > 0) {
    throw new PublishError(
      `Not published: ${label} cannot run on the published shell.\n  ${refusals.join('\n  ')}\n` +
        '  Build it against the versions the shell provides, or build and publish a shell that provides these first.',
    );
  }
  for (const note of ownCopies) console.log(`  ${note}`);
}

try {
  checkAgainstPublishedShell();
  const { outcome, compression } = await publishFolder({ source, target, label: `${name} ${version}`, bumpHint: `npm version patch -w ${name}` });
  console.log(MESSAGES[outcome]);
  if (compression) console.log(`  precompressed ${describeCompression(compression)}`);
} catch (error) {
  if (!(error instanceof PublishError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
