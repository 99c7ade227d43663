import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What `npm run worker` prints once its modules are up and its workers registered (startup-summary.ts). */
const READY = 'Storyloom worker is working the job queue';
/** Compiling the sources on a busy 2-core machine (see api-child-process.ts); only guards a worker that never starts. */
const CHILD_START_LIMIT_MS = 180_000;

export interface WorkerChild {
  /** Resolves with the first JSON log line whose `msg` contains `text`, logged before or after the call; rejects if the worker exits first. */
  logged(text: string): Promise<Record<string, unknown>>;
  /** What the child wrote to stderr, for a failing test's message. */
  errors(): string;
  /** SIGTERM: the worker's graceful stop. */
  stop(): Promise<void>;
}

/**
 * `npm run worker` (src/worker.ts, from its TypeScript sources as api-child-process.ts runs the API) in a process of
 * its own, configured by `env` on top of this process's; resolves once it says it is working the queue. Its pino
 * lines (LOG_LEVEL info) are the events a test awaits.
 */
export async function startWorkerChild(env: Record<string, string>): Promise<WorkerChild> {
  const child = spawn(
    process.execPath,
    ['--conditions=storyloom-source', '--import', here('./ts-child-register.mjs'), here('../../src/worker.ts')],
    {
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'info', LOG_PRETTY: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  const lines: Array<Record<string, unknown>> = [];
  const waiting: Array<{ text: string; resolve: (line: Record<string, unknown>) => void }> = [];
  let pending = '';
  let ready: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) {
      if (text.startsWith(READY)) ready();
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue; // the ready block and any other plain line
      }
      lines.push(line);
      for (const waiter of waiting.filter((entry) => String(line.msg ?? '').includes(entry.text))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      isReady,
      exited.then(() => Promise.reject(new Error(`the worker exited before it was ready: ${stderr}`))),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(
            () => reject(new Error(`the worker did not start within ${CHILD_START_LIMIT_MS} ms: ${stderr}`)),
            CHILD_START_LIMIT_MS,
          )),
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    logged: (text) => {
      const seen = lines.find((line) => String(line.msg ?? '').includes(text));
      if (seen) return Promise.resolve(seen);
      // A worker that dies fails the test with its own words rather than leaving it to time out.
      const died = exited.then(() =>
        Promise.reject<Record<string, unknown>>(new Error(`the worker exited before logging "${text}": ${stderr}`)),
      );
      return Promise.race([new Promise<Record<string, unknown>>((resolve) => waiting.push({ text, resolve })), died]);
    },
    errors: () => stderr,
    stop,
  };
}
