import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eRun } from '../support/e2e-dirs.mjs';

// The publish folder is the public site (served by the API, or copied to any static host): source maps there would
// hand anyone the whole front-end source. Production builds keep them beside the build instead (README, "Running
// behind a proxy"), and the scripts do not name them.
const { publishDir } = e2eRun();

test('the published site holds no source maps, its scripts name none, and a map URL answers 404', async ({
  page,
  request,
}) => {
  const published = readdirSync(publishDir, { recursive: true, encoding: 'utf8' });
  expect(published.filter((file) => file.includes('.map'))).toEqual([]);

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/step3');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Outline' })).toBeVisible();
  // The shell's scripts and the remote's, as the browser loaded them.
  expect(scripts.some((url) => url.includes('/remotes/mf-outline/'))).toBe(true);
  for (const url of scripts) expect(await (await request.get(url)).text()).not.toContain('sourceMappingURL');

  // Even a map someone copied into the folder by hand is never served.
  expect((await request.get(`${scripts[0]}.map`)).status()).toBe(404);
});
