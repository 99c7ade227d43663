// The browser tests' server: its port and its folder, chosen once per Playwright run and handed to the workers and
// to the server through the environment. Playwright evaluates its config in its main process first and again in
// every worker it forks; the workers inherit the main process's environment, so they find the values set here and
// agree with the server. Two runs on one machine never share a port or a folder (E2E_PORT picks a port by hand).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A port the OS says is free. Synchronous because Playwright's config is, hence a child process. Another process
 * could still take it before the server binds; the server then fails to start, loudly, instead of two runs
 * sharing one server.
 */
function freePort() {
  const probe =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

/** The credentials the browser tests' server uses for Lulu (the local stand-in) and for operators. */
export const E2E_LULU_KEY = 'e2e-lulu-client-key';
export const E2E_LULU_SECRET = 'e2e-lulu-client-secret';
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';

/** Playwright's own output (traces of failed tests) per run too: Playwright empties its output folder at start. */
const outputDirOf = (base) => join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', basename(base));

export function e2eRun() {
  process.env.E2E_PORT ||= String(freePort());
  // Where the run's Lulu stand-in listens (e2e/support/playwright-global-setup.ts, for the whole run); the server
  // sends paid books and operators' test orders to it.
  process.env.E2E_LULU_PORT ||= String(freePort());
  if (!process.env.E2E_RUN_DIR) {
    const dir = mkdtempSync(join(tmpdir(), 'storyloom-e2e-'));
    process.env.E2E_RUN_DIR = dir;
    // Only the process that made the folder removes it, as it exits: Playwright's main process, after it has
    // stopped the server (which is killed, so it cannot clean up after itself). The output folder stays only
    // when it holds something to look at: the traces of failed tests.
    process.on('exit', () => {
      rmSync(dir, { recursive: true, force: true });
      const outputDir = outputDirOf(dir);
      // .last-run.json (for --last-failed) means nothing in a folder no later run reads.
      const kept = existsSync(outputDir) ? readdirSync(outputDir).filter((name) => name !== '.last-run.json') : [];
      if (kept.length === 0) rmSync(outputDir, { recursive: true, force: true });
    });
  }
  const base = process.env.E2E_RUN_DIR;
  return {
    port: Number(process.env.E2E_PORT),
    luluPort: Number(process.env.E2E_LULU_PORT),
    base,
    publishDir: join(base, 'published'),
    dataDir: join(base, 'data'),
    outputDir: outputDirOf(base),
  };
}
