import { spawn } from 'node:child_process';

/**
 * Runs a command with its output prefixed by `[label]`, resolving with the exit code. Used by the build and dev
 * orchestration so parallel steps stay readable.
 */
export function runCommand(label, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const prefix = (stream, sink) => {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) sink.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => pending.trim() && sink.write(`[${label}] ${pending}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('error', (error) => {
      process.stderr.write(`[${label}] ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
    options.onSpawn?.(child);
  });
}

/**
 * Runs tasks at most `limit` at a time, each once its `after` tasks succeeded. A failure does not stop
 * independent tasks (one report shows every broken build); tasks that need a failed one never start.
 */
export async function runTasks(tasks, limit) {
  const results = new Map();
  const running = new Set();
  const pending = [...tasks];
  let failed = false;
  while (pending.length > 0 || running.size > 0) {
    const readyIndex = pending.findIndex((task) => (task.after ?? []).every((name) => results.get(name) === true));
    if (readyIndex >= 0 && running.size < limit) {
      const [task] = pending.splice(readyIndex, 1);
      const run = task.run().then((ok) => {
        results.set(task.name, ok);
        if (!ok) failed = true;
        running.delete(run);
      });
      running.add(run);
      continue;
    }
    if (running.size === 0) break; // Nothing runnable: a dependency failed.
    await Promise.race(running);
  }
  return { ok: !failed && pending.length === 0, results };
}
