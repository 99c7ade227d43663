#!/usr/bin/env node
// Copies a remote's production build (<remote>/dist) into <publish>/remotes/<package>/<version>/.
// Run by each remote's `npm run build` (cwd = the remote's folder) or as: node api/scripts/publish-remote.mjs <remote dir>
import { resolve } from 'node:path';
import { PublishError, publishFolder } from './lib/publish-folder.mjs';
import { readPackageJson, remotePublishDir } from './lib/publish-paths.mjs';

const remoteDir = resolve(process.argv[2] ?? process.cwd());
const { name, version } = readPackageJson(remoteDir);
const target = remotePublishDir(name, version);

const MESSAGES = {
  published: `Published ${name} ${version} -> ${target}`,
  unchanged: `${name} ${version} is already published with identical content; nothing to do.`,
  'replaced-dev-build': `Published ${name} ${version} -> ${target} (replaced a dev build)`,
};

try {
  console.log(MESSAGES[publishFolder({ source: resolve(remoteDir, 'dist'), target, label: `${name} ${version}`, bumpHint: `npm version patch -w ${name}` })]);
} catch (error) {
  if (!(error instanceof PublishError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
