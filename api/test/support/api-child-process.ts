import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface ApiChild {
  url: string;
  process: ChildProcess;
  /** What the child wrote to stderr, for a failing test's message. */
  errors: () => string;
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
  const child = spawn(process.execPath, ['--conditions=storyloom-source', '--import', here('./ts-child-register.mjs'), here('./api-child.ts')], {
    // HOST as the child listens (api-child.ts), so the links it makes (checkout, e-mails) name the address it serves.
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`the API child did not start within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url.replace('[::1]', '127.0.0.1'));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API child exited (${code}) before listening: ${stderr}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, process: child, errors: () => stderr, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
