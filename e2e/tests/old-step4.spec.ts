import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dropFiles, portraitPhoto } from '../support/step4.js';

const zone = (page: Page) => page.getByTestId('legacy-drop-zone');

test('/OldStep4: one image by drag and drop or the file dialog, previewed at most 300 px high, a new one replacing it', async ({
  page,
}) => {
  await page.goto('/OldStep4');
  await expect(page.getByRole('heading', { level: 1, name: 'UPLOAD COVER IMAGE' })).toBeVisible();
  const stages = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
  await expect(stages).toHaveCount(5);
  expect(await stages.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))).toEqual([
    'done',
    'done',
    'done',
    'active',
    'todo',
  ]);
  await expect(zone(page)).toContainText('Drag and drop your image here');
  await expect(zone(page)).toContainText('or click to select from files');

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().includes('/api/analytics/')) requests.push(request.url());
  });
  await dropFiles(page, zone(page), [await portraitPhoto('grandma.jpg', 30)]);
  const preview = page.getByRole('img', { name: 'Preview of grandma.jpg' });
  await expect(preview).toBeVisible();
  await expect(zone(page)).not.toContainText('Drag and drop your image here');
  expect((await preview.boundingBox())!.height).toBeLessThanOrEqual(300);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose from files' }).click();
  const photo = await portraitPhoto('beach.png', 180, 'png');
  await (await chooser).setFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
  await expect(page.getByRole('img', { name: 'Preview of beach.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(1);

  await dropFiles(page, zone(page), [{ name: 'cover.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(page.getByRole('alert')).toHaveText(
    'cover.gif: File type must be one of image/jpeg, .jpeg, .jpg, image/png, .png',
  );
  await expect(page.getByRole('img', { name: 'Preview of beach.png' })).toBeVisible();
  expect(requests).toEqual([]); // nothing is uploaded from this screen
});

test('/OldStep4: the zone is highlighted while dragging; Take a photo only writes to the console; Back to Step 3', async ({
  page,
}) => {
  await page.goto('/OldStep4');
  const before = await zone(page).evaluate((element) => getComputedStyle(element).borderTopColor);
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    return transfer;
  });
  await zone(page).dispatchEvent('dragenter', { dataTransfer });
  await expect(zone(page)).toHaveAttribute('data-drag-active', 'true');
  await expect(zone(page)).not.toHaveCSS('border-top-color', before); // retried: the colour changes with a short transition
  await zone(page).dispatchEvent('dragleave', { dataTransfer });
  await expect(zone(page)).not.toHaveAttribute('data-drag-active');

  const logged = page.waitForEvent('console', (message) => message.type() === 'log');
  await page.getByRole('button', { name: 'Take a photo' }).click();
  expect((await logged).text()).toContain('Take a photo');
  await expect(page).toHaveURL(/\/OldStep4$/);

  await page.getByRole('button', { name: 'Back to Step 3' }).click();
  await expect(page).toHaveURL(/\/step3$/);
});

test('/OldStep4 has no serious or critical accessibility violations, with and without a preview', async ({ page }) => {
  const seriousViolations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
      );
  await page.goto('/OldStep4');
  await expect(page.getByRole('heading', { level: 1, name: 'UPLOAD COVER IMAGE' })).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
  await dropFiles(page, zone(page), [await portraitPhoto('grandma.jpg', 30)]);
  await expect(page.getByRole('img', { name: 'Preview of grandma.jpg' })).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
});
