import { expect, test } from '@playwright/test';
import { dropFiles, portraitPhoto } from '../support/step4.js';

test('/covertest: photos and words in, every design side by side with its seed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/covertest');
  await expect(page.getByRole('heading', { level: 1, name: 'Cover Test' })).toBeVisible();
  await dropFiles(page, page.getByTestId('photo-drop-zone'), [await portraitPhoto('face.jpg', 90)]);
  await page.getByLabel('Title').fill('Storm Light');
  await page.getByLabel('Genre').fill('Mystery');
  await page.getByLabel('Tone').fill('Dark');
  await page.getByLabel('Main character name').fill('Ada');
  await page.getByLabel('Designs').fill('3');
  await page.getByRole('button', { name: 'Generate' }).click();

  const results = page.getByRole('region', { name: 'Generated covers' });
  await expect(results.getByRole('img')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByRole('status')).toContainText('3 designs by the offline designer');
  const seeds = await results.locator('figcaption code').allTextContents();
  expect(new Set(seeds).size).toBe(3);
  await expect(results.getByRole('img', { name: `Cover with seed ${seeds[0]}` })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
});
