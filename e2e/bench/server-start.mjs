// Starts the built API as a separate process and measures what an operator would: time from `node main.js`
// to a healthy answer, and resident memory once it has settled.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const residentBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

export async function measureServerStart({ root, publishDir, env = {}, attempts = 300 }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn('node', [join(root, 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STORYLOOM_PUBLISH_DIR: publishDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  let startMs;
  for (let attempt = 0; attempt < attempts && startMs === undefined; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) startMs = Date.now() - started;
    } catch {
      await sleep(10);
    }
  }
  if (startMs === undefined) throw new Error('the server did not answer /api/health within the bench window');
  await sleep(2000); // let start-up garbage be collected before reading idle memory
  const idleRssBytes = residentBytes(child.pid);
  return {
    baseUrl,
    startMs,
    idleRssBytes,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
