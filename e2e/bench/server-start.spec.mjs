// The start-up bench against stand-in servers (tiny scripts in place of api/dist/main.js): what `npm run bench`
// shows when the server is slow, crashes at start or never answers, and that it leaves nothing running or on disk.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureServerStart } from './server-start.mjs';

let scripts;
const benchDataFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('storyloom-bench-data-'));
const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A stand-in for the server's main.js; each writes its pid to PID_FILE so the test can look for it afterwards. */
function standIn(name, body) {
  const file = join(scripts, `${name}.mjs`);
  writeFileSync(
    file,
    `import { writeFileSync } from 'node:fs';\nwriteFileSync(process.env.PID_FILE, String(process.pid));\n${body}\n`,
  );
  return file;
}

async function measure(mainScript, timeoutMs) {
  const pidFile = join(scripts, `${Math.random().toString(36).slice(2)}.pid`);
  const attempt = measureServerStart({
    root: scripts,
    publishDir: scripts,
    mainScript,
    timeoutMs,
    env: { PID_FILE: pidFile },
  });
  const outcome = await attempt.then(
    (server) => ({ server }),
    (error) => ({ error }),
  );
  return { ...outcome, pid: () => Number(readFileSync(pidFile, 'utf8')) };
}

beforeAll(() => {
  scripts = mkdtempSync(join(tmpdir(), 'storyloom-stand-in-servers-'));
});
afterAll(() => rmSync(scripts, { recursive: true, force: true }));

describe('measureServerStart', () => {
  // 10 s: several times the 3 s budget, and past the ~300 polls the bench used to give up after.
  it('reports a start far slower than the 3 s budget as a figure instead of giving up', async () => {
    const slow = standIn(
      'slow',
      `import { createServer } from 'node:http';
       setTimeout(() => createServer((req, res) => res.end('{"status":"ok"}')).listen(Number(process.env.PORT), process.env.HOST), 10_000);`,
    );
    const { server, error, pid } = await measure(slow, 30_000);
    expect(error).toBeUndefined();
    expect(server.startMs).toBeGreaterThanOrEqual(10_000);
    await server.stop();
    expect(isRunning(pid())).toBe(false);
    expect(benchDataFolders()).toEqual([]);
  }, 60_000);

  it("fails with the server's own output when the server exits at start, and leaves no data folder", async () => {
    const crashing = standIn(
      'crashing',
      `console.log('loading config'); console.error('Invalid PORT: expected a number'); process.exit(1);`,
    );
    const { error } = await measure(crashing, 30_000);
    expect(error.message).toMatch(/^the server exited \(code 1\) before answering \/api\/health\. Its output:\n/);
    expect(error.message).toContain('loading config');
    expect(error.message).toContain('Invalid PORT: expected a number');
    expect(benchDataFolders()).toEqual([]);
  }, 60_000);

  it('gives up on a server that never answers, shows its output and stops it', async () => {
    const silent = standIn(
      'silent',
      `console.error('waiting for a database that never comes'); setInterval(() => {}, 1000);`,
    );
    const { error, pid } = await measure(silent, 5_000);
    expect(error.message).toMatch(/^the server did not answer \/api\/health within 5 s\. Its output:\n/);
    expect(error.message).toContain('waiting for a database that never comes');
    expect(isRunning(pid())).toBe(false);
    expect(benchDataFolders()).toEqual([]);
  }, 60_000);
});
