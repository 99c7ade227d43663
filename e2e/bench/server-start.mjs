// Starts the built API as a separate process and measures what an operator would: time from `node main.js`
// to a healthy answer, and resident memory once it has settled.
//
// A slow start is a figure (printed against its budget), not a crash: the bench waits up to `timeoutMs` for the
// first healthy answer. A server that exits or never answers is an error that carries the server's own output.
// Whatever happens, the server process is stopped and its data folder removed before this returns or throws.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Well past any budget: only a server that is not going to answer is given up on. */
export const START_TIMEOUT_MS = 60_000;
/** How much of the server's output an error shows: the end, where the reason is. */
const OUTPUT_TAIL_CHARS = 8_000;
const STOP_GRACE_MS = 5_000;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const residentBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Keeps the last OUTPUT_TAIL_CHARS of the child's stdout and stderr, interleaved as they arrive. */
function collectOutput(child) {
  let text = '';
  const keep = (chunk) => {
    text = (text + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return () => text.trim() || '(no output)';
}

/**
 * SIGTERM (the server's graceful shutdown), SIGKILL if it takes too long; resolves once the process is gone and
 * its output has been read to the end (`closed`: the child's 'close' event).
 */
async function stopProcess(child, closed) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await closed;
  clearTimeout(timer);
}

/** Polls /api/health until it answers 200; rejects as soon as the process exits, or after timeoutMs. */
async function waitForHealth(child, baseUrl, timeoutMs) {
  const started = Date.now();
  let exit;
  child.once('exit', (code, signal) => (exit = signal ?? `code ${code}`));
  while (Date.now() - started < timeoutMs) {
    if (exit !== undefined) throw new Error(`the server exited (${exit}) before answering /api/health`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

export async function measureServerStart({
  root,
  publishDir,
  env = {},
  timeoutMs = START_TIMEOUT_MS,
  mainScript = join(root, 'api', 'dist', 'main.js'),
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STORYLOOM_PUBLISH_DIR: publishDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = new Promise((resolve) => child.once('close', resolve));
  const output = collectOutput(child);
  const stop = async () => {
    await stopProcess(child, closed);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, baseUrl, timeoutMs);
    const startMs = Date.now() - started;
    await sleep(2000); // let start-up garbage be collected before reading idle memory
    return { baseUrl, pid: child.pid, startMs, idleRssBytes: residentBytes(child.pid), stop };
  } catch (error) {
    await stop();
    throw new Error(`${error.message}. Its output:\n${output()}`, { cause: error });
  }
}
