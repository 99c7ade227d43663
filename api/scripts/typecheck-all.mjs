#!/usr/bin/env node
// Type-checks every workspace (tsc --noEmit -p <workspace>/tsconfig.json), two at a time, and lists failures.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './lib/publish-paths.mjs';
import { runCommand, runTasks } from './lib/run-command.mjs';
import { workspaceDirs } from './lib/workspaces.mjs';

const tsc = join(REPO_ROOT, 'node_modules', '.bin', 'tsc');
const outcomes = [];

const tasks = workspaceDirs()
  .filter((dir) => existsSync(join(dir, 'tsconfig.json')))
  .map((dir) => {
    const name = relative(REPO_ROOT, dir);
    return {
      name,
      run: async () => {
        const code = await runCommand(name, tsc, ['--noEmit', '-p', join(dir, 'tsconfig.json')], { cwd: REPO_ROOT });
        outcomes.push([name, code === 0]);
        return code === 0;
      },
    };
  });

const missing = workspaceDirs().filter((dir) => !existsSync(join(dir, 'tsconfig.json')));
await runTasks(tasks, 2);

console.log('\nType check');
for (const [name, ok] of outcomes) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
for (const dir of missing) console.log(`  FAIL ${relative(REPO_ROOT, dir)} (no tsconfig.json)`);
if (missing.length > 0 || outcomes.some(([, ok]) => !ok)) process.exitCode = 1;
