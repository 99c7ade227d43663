#!/usr/bin/env node
// Type-checks the whole repository: the contract, the API, every front end (one shared program, see
// tsconfig.frontends.json) and the browser tests, two programs at a time, and lists failures.
import { join } from 'node:path';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';
import { runCommand, runTasks } from '@storyloom/platform/run-command';

const tsc = join(REPO_ROOT, 'node_modules', '.bin', 'tsc');
const programs = {
  'front ends': 'tsconfig.frontends.json',
  api: 'api/tsconfig.json',
  contracts: 'api/contracts/tsconfig.json',
  e2e: 'e2e/tsconfig.json',
};
const outcomes = [];

const tasks = Object.entries(programs).map(([name, project]) => ({
  name,
  run: async () => {
    const code = await runCommand(name, tsc, ['--noEmit', '-p', join(REPO_ROOT, project)], { cwd: REPO_ROOT });
    outcomes.push([name, code === 0]);
    return code === 0;
  },
}));
await runTasks(tasks, 2);

console.log('\nType check');
for (const [name, ok] of outcomes) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
if (outcomes.some(([, ok]) => !ok)) process.exitCode = 1;
