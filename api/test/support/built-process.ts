import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childLog, type LogLine } from './child-log.js';

const API = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltProcess {
  process: ChildProcess;
  /** Every JSON log line so far. */
  logs: () => LogLine[];
  /** What the process wrote that was not a JSON log line (its ready block, a startup failure), for a failing test's message. */
  text: () => string;
  /** Resolves with the first log line (already written or still to come) that `matches`; rejects if the process exits first. */
  logged(matches: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM, the graceful stop; resolves once it has exited. */
  stop(): Promise<void>;
}

/** api/dist/<script>, checked to exist and to be newer than its source: these tests run what `npm start` runs. */
export function builtScript(script: 'main' | 'worker' | 'migrate'): string {
  const built = join(API, 'dist', `${script}.js`);
  const source = join(API, 'src', `${script}.ts`);
  if (!existsSync(built) || statSync(built).mtimeMs < statSync(source).mtimeMs) {
    throw new Error(`api/dist/${script}.js is missing or older than its source: run \`npm run build\` first`);
  }
  return built;
}

/**
 * Starts a built API entry point (`node api/dist/main.js`, `worker.js`, `migrate.js`) with exactly `env` (plus PATH
 * and HOME: nothing of this test process's own environment leaks in, e.g. an OPENAI_API_KEY).
 */
export function startBuiltProcess(script: 'main' | 'worker' | 'migrate', env: Record<string, string>): BuiltProcess {
  const child = spawn(process.execPath, [builtScript(script)], {
    cwd: API,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_PRETTY: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = childLog(child, `${script}.js`);
  return {
    process: child,
    logs: log.lines,
    text: log.text,
    logged: log.logged,
    exited: log.exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await log.exited;
    },
  };
}

/** `node api/dist/main.js` until it listens; answers its URL (PORT=0: the port it was given). */
export async function startBuiltApi(env: Record<string, string>): Promise<BuiltProcess & { url: string }> {
  const api = startBuiltProcess('main', { HOST: '127.0.0.1', PORT: '0', ...env });
  const listening = await api
    .logged((line) => line.msg === 'Storyloom listening')
    .catch(async (error: unknown) => {
      await api.stop();
      throw error;
    });
  const { port } = listening.address as { port: number };
  return Object.assign(api, { url: `http://127.0.0.1:${port}` });
}

/** `node api/dist/worker.js` until it works the job queue. */
export async function startBuiltWorker(env: Record<string, string>): Promise<BuiltProcess> {
  const worker = startBuiltProcess('worker', env);
  await worker
    .logged((line) => String(line.msg).startsWith('Storyloom worker running'))
    .catch(async (error: unknown) => {
      await worker.stop();
      throw error;
    });
  return worker;
}
