#!/usr/bin/env node
// Copies a remote's production build (<remote>/dist) into <publish>/remotes/<package>/<version>/, with brotli and
// gzip copies of its text files (<file>.br, <file>.gz) that the API sends to browsers accepting them.
// Run by each remote's `npm run build` (cwd = the remote's folder) or as: node api/scripts/publish-remote.mjs <remote dir>
import { resolve } from 'node:path';
import { describeCompression } from '@storyloom/platform/compress-assets';
import { PublishError, publishFolder } from '@storyloom/platform/publish-folder';
import { readPackageJson, remotePublishDir } from '@storyloom/platform/publish-paths';

const remoteDir = resolve(process.argv[2] ?? process.cwd());
const { name, version } = readPackageJson(remoteDir);
const target = remotePublishDir(name, version);

const MESSAGES = {
  published: `Published ${name} ${version} -> ${target}`,
  unchanged: `${name} ${version} is already published with identical content; nothing to do.`,
  'replaced-dev-build': `Published ${name} ${version} -> ${target} (replaced a dev build)`,
};

try {
  const { outcome, compression } = await publishFolder({
    source: resolve(remoteDir, 'dist'),
    target,
    label: `${name} ${version}`,
    bumpHint: `npm version patch -w ${name}`,
  });
  console.log(MESSAGES[outcome]);
  if (compression) console.log(`  precompressed ${describeCompression(compression)}`);
} catch (error) {
  if (!(error instanceof PublishError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
