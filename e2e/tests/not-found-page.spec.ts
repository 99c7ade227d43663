import { expect, test, type Page } from '@playwright/test';

/**
 * The site's own error page (docs/product/routes.md#pages): an unknown path, and the operator pages (`/internal/*`)
 * for anyone without the operator token, in whatever spelling, show 'Unexpected Application Error!' with the status
 * inside the site's header and footer, with a way home; never raw JSON, never the operator screens.
 */

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
];

const PATHS = [
  '/no-such-page',
  '/internal/lulu-test-order',
  '/internal/orders',
  '/%69nternal/lulu-test-order',
  '/INTERNAL/orders',
];

async function expectErrorPageInChrome(page: Page, width: number) {
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  // The site's chrome: its header (logo home, navigation) and footer.
  await expect(page.getByRole('link', { name: 'Storyloom home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Nothing of the operator screens, and no raw error JSON.
  await expect(page.getByText('Upload Interior PDF')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toContain('"error"');
  // Fits the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PATHS) {
      test(`${path} shows the site's error page inside its chrome, with status 404`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        expect(response?.headers()['content-type']).toMatch(/text\/html/);
        await expectErrorPageInChrome(page, viewport.width);
      });
    }

    test('the error page leads back home', async ({ page }) => {
      await page.goto('/internal/orders');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
