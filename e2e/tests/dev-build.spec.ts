import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * `npm run dev` (issue 28): the front ends' watch builds, served by the API, under the API's content security policy
 * (script-src 'self', no 'unsafe-eval'). An eval devtool in the dev build left every page blank.
 *
 * This file starts its own dev site, not the suite's built one: the same package scripts `npm run dev` runs through
 * Turborepo (`watch` of the shell and a remote: `rspack build --mode development --watch` into the publish folder,
 * and the API's `serve:watch`), on a free port with its own publish and data folders, and stops them at the end.
 * Not `npm run dev` itself: before its watchers it runs `clean` and `build` of the contract and the API, and the API's
 * `tsc --watch`, which rewrite api/dist and api/contracts/dist under the suite's own server. (`npm run dev` itself runs
 * on another port and folders the same way: PORT, HOST, STORYLOOM_PUBLISH_DIR, DATA_DIR.) Two of the seven front ends:
 * every one is built by the same createAppConfig (shell/kit/build/rspack-app-config.ts), and / and /faq need the
 * shell and mf-content; the others would only add minutes of CPU beside the suite.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FRONT_ENDS = [
  { package: '@storyloom/shell', output: ['shell'] },
  { package: 'mf-content', output: ['remotes', 'mf-content', 'local'] },
];
/** What a watch build writes once its first build is out (DevBuildMarkerPlugin in rspack-app-config.ts). */
const DEV_BUILD_MARKER = '.storyloom-dev-build';

/** A port the OS says is free (the API then binds it; another process could take it first, which fails loudly). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

test.describe('npm run dev', () => {
  test.describe.configure({ mode: 'serial' });
  let folder: string;
  let origin: string;
  let dev: ChildProcess | undefined;
  let exited: Promise<void>;
  const log: string[] = [];

  test.beforeAll(async () => {
    // Two rspack builds from cold on a loaded two-core machine: a ceiling, not a measure.
    test.setTimeout(300_000);
    folder = mkdtempSync(join(tmpdir(), 'storyloom-dev-build-'));
    const publishDir = join(folder, 'published');
    const dataDir = join(folder, 'data');
    mkdirSync(dataDir, { recursive: true });
    // The watchers' own temporary files (rspack loads its TypeScript config through jiti, which caches in the
    // temporary folder) go in this test's folder, which it removes, not in the run's.
    const tempDir = join(folder, 'tmp');
    mkdirSync(tempDir, { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const scripts = [
      ...FRONT_ENDS.map((frontEnd) => `npm run --silent watch -w ${frontEnd.package}`),
      'npm run --silent serve:watch -w @storyloom/api',
    ];
    // One process group (detached): stopping it stops every watcher and the API together.
    dev = spawn('sh', ['-c', `${scripts.map((script) => `${script} &`).join(' ')} wait`], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        STORYLOOM_PUBLISH_DIR: publishDir,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TMPDIR: tempDir,
      },
    });
    exited = new Promise((resolve) => dev!.on('exit', () => resolve()));
    for (const stream of [dev.stdout!, dev.stderr!]) stream.on('data', (chunk: Buffer) => log.push(chunk.toString()));

    // The API up, and each watch build's first output written: events the processes announce, looked for until then.
    const ready = () =>
      existsSync(join(publishDir, ...FRONT_ENDS[0]!.output)) &&
      FRONT_ENDS.every((frontEnd) => existsSync(join(publishDir, ...frontEnd.output, DEV_BUILD_MARKER)));
    await expect
      .poll(ready, { timeout: 280_000, message: `the dev builds to be written:\n${log.join('')}` })
      .toBe(true);
    const health = () =>
      fetch(`${origin}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
    await expect.poll(health, { timeout: 120_000, message: `the dev API to answer:\n${log.join('')}` }).toBe(200);
  });

  test.afterAll(async () => {
    if (dev?.pid) {
      try {
        process.kill(-dev.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
      // The group's last members (rspack's workers, PGlite's writes) end after the shell: gone before the folder goes.
      const groupAlive = () => {
        try {
          process.kill(-dev!.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      await expect.poll(groupAlive, { timeout: 30_000 }).toBe(false);
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  for (const { path, heading } of [
    { path: '/', heading: { level: 1 } },
    { path: '/faq', heading: { level: 1, name: 'Frequently Asked Questions' } },
  ]) {
    test(`${path} renders its heading from the dev build, with no content security policy violation`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        // The browser fires `securitypolicyviolation` on the document for each refused script, eval included.
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', heading).first()).toBeVisible();
      expect({
        path,
        violations: await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
      }).toEqual({ path, violations: [] });
    });
  }
});
