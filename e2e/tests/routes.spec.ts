import { expect, test } from '@playwright/test';
import { ROUTE_HEADINGS, visitUrl } from '../support/routes.js';

for (const { path, heading } of ROUTE_HEADINGS) {
  test(`${path} shows its heading`, async ({ page }) => {
    await page.goto(visitUrl(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('an unknown route shows the default error screen with status and text', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test('every route change scrolls the page to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 400 });
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a dismissed announcement banner stays hidden after a reload', async ({ page }) => {
  const banner = page.getByText('Free Shipping! Orders over $150 ship free. No code needed.');
  await page.goto('/');
  await expect(banner).toBeVisible();
  await page
    .getByRole('button', { name: /dismiss|close/i })
    .first()
    .click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});
