import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childLog, type LogLine } from './child-log.js';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface ApiChild {
  url: string;
  process: ChildProcess;
  /** What the child wrote that was not a JSON log line (a startup failure), for a failing test's message. */
  errors: () => string;
  /** Resolves with the first log line (CHILD_LOG_LEVEL, silent by default) that `matches`; rejects if the child exits first. */
  logged(matches: (line: LogLine) => boolean): Promise<LogLine>;
  /** SIGKILL: a crash, no shutdown at all. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop. */
  stop(): Promise<void>;
}

/**
 * How long a child may take to compile its sources and listen: about 10 s on a quiet machine, past 60 s seen when CI
 * ran beside other work on the 2 cores. The limit only guards against a child that never starts.
 */
const CHILD_START_LIMIT_MS = 180_000;

/**
 * Starts the API from its TypeScript sources in a child process (api-child.ts, compiled by tsc as jest does) with
 * `env` on top of this process's, and resolves once it listens.
 */
export async function startApiChild(env: Record<string, string>, timeoutMs = CHILD_START_LIMIT_MS): Promise<ApiChild> {
  const child = spawn(
    process.execPath,
    ['--conditions=storyloom-source', '--import', here('./ts-child-register.mjs'), here('./api-child.ts')],
    {
      // HOST as the child listens (api-child.ts), so the links it makes (checkout, e-mails) name the address it serves.
      env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = childLog(child, 'the API child');
  let timer: NodeJS.Timeout | undefined;
  const url = await Promise.race([
    // api-child.ts's own line, the one JSON line without a pino level.
    log
      .logged((line) => line.level === undefined && typeof line.url === 'string')
      .then((line) => String(line.url).replace('[::1]', '127.0.0.1')),
    new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(
          () => reject(new Error(`the API child did not start within ${timeoutMs} ms: ${log.text()}`)),
          timeoutMs,
        )),
    ),
  ]).finally(() => clearTimeout(timer));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await log.exited;
  };
  return {
    url,
    process: child,
    errors: log.text,
    logged: log.logged,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
