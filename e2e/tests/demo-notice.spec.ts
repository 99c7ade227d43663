// Issue 23: a demo site says so on every page, so nobody takes it for the product. The browser tests' server runs
// in demo mode (its Lulu stand-in is an allowed mix, e2e/scripts/start-test-server.mjs), so the notice is there.
import { expect, test } from '@playwright/test';

test('every page of a demo carries a small, named demo notice that covers a corner and moves nothing', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const notice = page.getByRole('complementary', { name: 'Demo mode' });
  await expect(notice).toHaveText('Demo site: books made here are demo books, not real orders.');
  await expect(notice).toBeVisible();
  // Fixed: it takes no room in the page's flow, so nothing is pushed down when it or the page appears; it lets
  // clicks through to what lies under it.
  await expect(notice).toHaveCSS('position', 'fixed');
  await expect(notice).toHaveCSS('pointer-events', 'none');
  const box = (await notice.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(40);

  // Still there after the shell moves to another page without a reload.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/tos$/);
  await expect(notice).toBeVisible();
});
