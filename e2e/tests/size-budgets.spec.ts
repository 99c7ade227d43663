import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectFirstLoadScripts } from '../bench/first-load.mjs';
import { measureRemoteFolder } from '../bench/remote-own-code.mjs';
import { missedSizeBudgets, SIZE_BUDGETS } from '../bench/size-budgets.mjs';
import { e2eRun } from '../support/e2e-dirs.mjs';

// The size budgets fail the test run instead of only being printed by `npm run bench` (README "Performance
// budgets"). The first load is measured as the browser receives it, as a gzip-only browser asks for it; each remote
// at the version the site serves, from the published folder the server reads.
const { publishDir } = e2eRun();

test.use({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });

async function measure(page: import('@playwright/test').Page) {
  const firstLoad = await collectFirstLoadScripts(page, '/');
  const registry = (await (await page.request.get('/api/remotes')).json()) as {
    remotes: Array<{ packageName: string; entry: string }>;
  };
  const remotes = registry.remotes.map(({ packageName, entry }) => ({
    remote: packageName,
    gzipBytes: measureRemoteFolder(join(publishDir, entry.replace(/^\//, '').replace(/\/mf-manifest\.json$/, ''))),
  }));
  return { firstLoad, remotes };
}

test('the landing page and every remote stay within their size budgets', async ({ page }) => {
  const figures = await measure(page);
  expect(figures.firstLoad.files.length).toBeGreaterThan(0);
  expect(figures.remotes.map(({ remote }) => remote).sort()).toEqual([
    'mf-characters',
    'mf-content',
    'mf-cover',
    'mf-delivery',
    'mf-outline',
    'mf-premise',
  ]);
  expect(missedSizeBudgets(figures)).toEqual([]);
});

test('a build over a budget fails the check, which names the figure and the budget', async ({ page }) => {
  const figures = await measure(page);
  const largest = figures.remotes.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  // Budgets one byte below today's figures: the same check must now refuse the first load and the largest remote.
  const lowered = {
    firstLoadGzipBytes: figures.firstLoad.bytes - 1,
    remoteOwnCodeGzipBytes: largest.gzipBytes - 1,
    remoteOwnCodeGzipBytesOf: {},
  };
  expect(lowered.firstLoadGzipBytes).toBeLessThan(SIZE_BUDGETS.firstLoadGzipBytes);
  const missed = missedSizeBudgets(figures, lowered);
  expect(missed[0]).toMatch(
    /^The first load of \/ downloads [\d.]+ KB of gzipped JavaScript, over its budget of [\d.]+ KB: \/static\/js\/\S+ [\d.]+ KB \(gzip\), /,
  );
  expect(missed).toContain(
    `${largest.remote}'s own code is ${(largest.gzipBytes / 1024).toFixed(1)} KB gzipped, over its budget of ${((largest.gzipBytes - 1) / 1024).toFixed(1)} KB.`,
  );
});

/** zod's own message texts: in its locale files, so a test looking for them cannot pass because zod reworded one. */
const zodLocaleFile = (locale: string) =>
  join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'locales', `${locale}.js`);
const FOREIGN_ZOD_MESSAGES = [
  { locale: 'de', text: 'Ungültige Eingabe' },
  { locale: 'fr', text: 'Entrée invalide' },
];
const ENGLISH_ZOD_MESSAGE = { locale: 'en', text: 'Invalid input' };

test("the served front ends carry zod's English messages only, not its other ~50 languages (kit/build/zod-english-only.ts)", async ({
  page,
}) => {
  for (const { locale, text } of [...FOREIGN_ZOD_MESSAGES, ENGLISH_ZOD_MESSAGE])
    expect(readFileSync(zodLocaleFile(locale), 'utf8')).toContain(text);
  const registry = (await (await page.request.get('/api/remotes')).json()) as { remotes: Array<{ entry: string }> };
  const folders = [
    join(publishDir, 'shell'),
    ...registry.remotes.map(({ entry }) => join(publishDir, dirname(entry.replace(/^\//, '')))),
  ];
  const scripts = folders.flatMap((folder) =>
    readdirSync(join(folder, 'static', 'js'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({
        file: join(folder, 'static', 'js', name),
        text: readFileSync(join(folder, 'static', 'js', name), 'utf8'),
      })),
  );
  // The contract (and zod in it) is in the shell's copy and in each remote's fallback copy.
  expect(scripts.filter(({ text }) => text.includes(ENGLISH_ZOD_MESSAGE.text)).length).toBeGreaterThanOrEqual(
    folders.length,
  );
  for (const { text: message } of FOREIGN_ZOD_MESSAGES) {
    expect(scripts.filter(({ text }) => text.includes(message)).map(({ file }) => file)).toEqual([]);
  }
});
