import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.mjs';
import { e2eRun } from './support/e2e-dirs.mjs';

// A free port, a fresh server folder and an output folder per run, unless E2E_PORT names the port.
const { port, outputDir } = e2eRun();
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir,
  fullyParallel: true,
  // Three at a time on the two-core CI machine (E2E_WORKERS to change): a test waits much of its time (streamed text,
  // messages shown for seconds), but each page load keeps Chromium busy rendering; with four, a page load took
  // 6-11 s on a loaded machine.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Ceilings, not measures (speed is the bench's): the first files start while the PostgreSQL stage boots its apps
  // on the same two cores, and on a slower day a plain page load then took over 30 s (draft-isolation, remote-failure
  // and /OldStep4's axe check failed so on unchanged code that had passed in 490 s).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  // The run's one Lulu (the API's stand-in) on the run's Lulu port, for every test file.
  globalSetup: './support/playwright-global-setup.ts',
  use: {
    baseURL,
    // Traces record every action of every test (DOM snapshots, a screencast) to keep the failed ones: CPU the tests
    // need on two cores. E2E_TRACE=1 records them, when a failure needs looking into.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node e2e/scripts/start-test-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
