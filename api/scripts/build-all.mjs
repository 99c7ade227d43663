#!/usr/bin/env node
// Builds everything: the contract, the API, the shell and the six remotes (published to .published/).
//   node api/scripts/build-all.mjs               full build over whatever is there (the test runner uses this)
//   node api/scripts/build-all.mjs --if-missing  only what is not built yet (npm start uses this)
//   node api/scripts/build-all.mjs --clean       removes every build output first (`npm run build`, and what `npm run bench` times)
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_BUILD_MARKER, REPO_ROOT, remotePublishDir, shellPublishDir } from '@storyloom/platform/publish-paths';
import { runCommand, runTasks } from '@storyloom/platform/run-command';
import { remoteWorkspaces } from '@storyloom/platform/workspaces';

/** Two at a time: the CI box has two cores, and rspack already uses several threads per build. */
const PARALLEL_BUILDS = 2;
const ifMissing = process.argv.includes('--if-missing');

if (process.argv.includes('--clean')) {
  // Published remote versions are left alone: they are releases, not build output, and stay immutable.
  const outputs = [join(REPO_ROOT, 'api/dist'), join(REPO_ROOT, 'api/contracts/dist'), ...remoteWorkspaces().map((remote) => join(remote.dir, 'dist'))];
  for (const output of outputs) rmSync(output, { recursive: true, force: true });
  rmSync(shellPublishDir(), { recursive: true, force: true });
}

const npmBuild = (workspace) => ['npm', ['run', 'build', '--silent', '-w', workspace]];

/** Built for production: `file` exists and no `npm run dev` build has replaced it since. */
const isReleaseBuild = (dir, file) => existsSync(join(dir, file)) && !existsSync(join(dir, DEV_BUILD_MARKER));

const steps = [
  { name: 'contracts', command: npmBuild('@storyloom/contracts'), built: () => existsSync(join(REPO_ROOT, 'api/contracts/dist/index.js')) },
  { name: 'api', after: ['contracts'], command: npmBuild('@storyloom/api'), built: () => existsSync(join(REPO_ROOT, 'api/dist/main.js')) },
  // The front ends' build configuration reads the contract (the remote list), so the contract is built first.
  { name: 'shell', after: ['contracts'], command: npmBuild('@storyloom/shell'), built: () => isReleaseBuild(shellPublishDir(), 'index.html') },
  // A remote is published after the shell: publishing checks its shared-module needs against the published shell.
  ...remoteWorkspaces().map((remote) => ({ name: remote.name, after: ['shell'], command: npmBuild(remote.name), built: () => isReleaseBuild(remotePublishDir(remote.name, remote.version), 'mf-manifest.json') })),
];

const timings = [];
const started = Date.now();
const tasks = steps.map((step) => ({
  name: step.name,
  // With --if-missing a dependency that is already built counts as done.
  after: (step.after ?? []).filter((name) => !(ifMissing && steps.find((s) => s.name === name)?.built())),
  run: async () => {
    if (ifMissing && step.built()) {
      timings.push([step.name, 'already built', 0]);
      return true;
    }
    const stepStart = Date.now();
    const [command, args] = step.command;
    const code = await runCommand(step.name, command, args, { cwd: REPO_ROOT });
    timings.push([step.name, code === 0 ? 'built' : `FAILED (exit ${code})`, Date.now() - stepStart]);
    return code === 0;
  },
}));

const { ok } = await runTasks(tasks, PARALLEL_BUILDS);

console.log('\nBuild summary');
for (const [name, outcome, ms] of timings) console.log(`  ${name.padEnd(14)} ${outcome.padEnd(18)} ${ms ? `${(ms / 1000).toFixed(1)} s` : ''}`);
const skipped = steps.filter((step) => !timings.some(([name]) => name === step.name));
for (const step of skipped) console.log(`  ${step.name.padEnd(14)} skipped (a step it needs failed)`);
console.log(`  total          ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (!ok) process.exitCode = 1;
