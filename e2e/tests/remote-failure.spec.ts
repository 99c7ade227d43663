import { expect, test } from '@playwright/test';

test('a remote whose manifest is missing shows the chunk error with Retry while other routes work', async ({
  page,
}) => {
  const blockCover = (route: import('@playwright/test').Route) => route.fulfill({ status: 404, body: 'gone' });
  await page.route('**/remotes/mf-cover/**/mf-manifest.json', blockCover);

  await page.goto('/step4');
  await expect(page.getByText(/Loading chunk .*mf_cover.* failed/)).toBeVisible({ timeout: 20_000 });
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The rest of the site is unaffected: the header still navigates and another remote renders.
  await page.goto('/step3');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Outline' })).toBeVisible();

  // Once the manifest is reachable again, Retry brings the step back without a page reload.
  await page.goto('/step4');
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/mf-cover/**/mf-manifest.json', blockCover);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Cover' })).toBeVisible();
});

test('a remote that throws while rendering is contained by its route', async ({ page }) => {
  // Serve a broken exposed module for mf-outline: its route shows an error, the rest of the site keeps working.
  await page.route('**/remotes/mf-outline/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({
      response,
      body: body.replaceAll('Create Your Outline', '"+(()=>{throw new Error("boom")})()+"'),
    });
  });
  await page.goto('/step3');
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/step2');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Summary' })).toBeVisible();
});
