#!/usr/bin/env node
// `npm run dev`: everything in watch mode, served by the API on one port like production.
//   contracts + API: tsc --watch;  shell + remotes: rspack development builds straight into .published/
//   (remotes into their version folder, marked as a dev build);  API: node --watch api/dist/main.js.
// Ctrl+C stops every child.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';
import { runCommand } from '@storyloom/platform/run-command';
import { remoteWorkspaces } from '@storyloom/platform/workspaces';

const bin = (name) => join(REPO_ROOT, 'node_modules', '.bin', name);
const children = new Set();
const track = { onSpawn: (child) => children.add(child), cwd: REPO_ROOT };

const watchers = [
  ['contracts', bin('tsc'), ['-p', 'api/contracts/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['api-tsc', bin('tsc'), ['-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['shell', 'npm', ['run', 'dev', '--silent', '-w', '@storyloom/shell']],
  ...remoteWorkspaces().map((remote) => [remote.name, 'npm', ['run', 'dev:watch', '--silent', '-w', remote.name]]),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const running = watchers.map(([label, command, args]) => runCommand(label, command, args, track));

// The API restarts itself on every rebuild (node --watch); it can only start once tsc has emitted it.
const apiMain = join(REPO_ROOT, 'api', 'dist', 'main.js');
if (!existsSync(apiMain)) console.log('[dev] waiting for the first API build...');
while (!existsSync(apiMain)) await sleep(500);
console.log('[dev] API built; starting it with node --watch');
running.push(runCommand('api', process.execPath, ['--watch', apiMain], track));

await Promise.all(running);
