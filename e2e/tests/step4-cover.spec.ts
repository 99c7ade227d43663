import { AxeBuilder } from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GenerateCoverReply as CoverReply } from '@storyloom/contracts';
import { completeStepsOneToThree, dropFiles, portraitPhoto } from '../support/step4.js';

/** Outline, cover and first chapter are written by the offline providers; the chapter streams at the test pace. */
const GENERATION_TIMEOUT_MS = 60_000;

const dropZone = (page: Page) => page.getByTestId('photo-drop-zone');
const thumbnails = (page: Page) => page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
const chapterPanel = (page: Page) => page.getByRole('region', { name: 'YOUR FIRST CHAPTER' });
const chapterText = (page: Page) => chapterPanel(page).getByTestId('first-chapter-text');
/** Images are compared by a digest of their base64, so a failure does not print megabytes. */
const fingerprintOf = (base64: string) =>
  createHash('sha256')
    .update(base64.replace(/^data:image\/png;base64,/, ''))
    .digest('hex');
const fingerprint = async (image: Locator) => fingerprintOf((await image.getAttribute('src')) ?? '');

test('drop two photos, generate, page through covers, regenerate, proceed to step 5, then come back to the stored cover', async ({
  page,
}) => {
  test.setTimeout(GENERATION_TIMEOUT_MS * 3);
  await completeStepsOneToThree(page);
  await page.goto('/step4');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Cover' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
    'Cover',
  );
  await expect(page.getByRole('button', { name: 'Generate Cover' })).toBeDisabled();

  await dropFiles(page, dropZone(page), [
    await portraitPhoto('rosa-garden.jpg', 20),
    await portraitPhoto('rosa-beach.png', 200, 'png'),
  ]);
  await expect(thumbnails(page)).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'rosa-beach.png' })).toBeVisible();
  const firstReply = page.waitForResponse((response) => response.url().endsWith('/api/generate_cover'), {
    timeout: GENERATION_TIMEOUT_MS,
  });
  await page.getByRole('button', { name: 'Generate Cover' }).click();
  const first = (await (await firstReply).json()) as CoverReply;

  // Both are made at the same time: the chapter streams in while the cover is designed.
  await expect(chapterText(page)).toContainText(/\S/, { timeout: GENERATION_TIMEOUT_MS });
  await expect(page.getByText('Image 1 of 1')).toBeVisible({ timeout: GENERATION_TIMEOUT_MS });
  const firstCover = page.getByRole('img', { name: 'Cover design 1 of 1' });
  expect(await fingerprint(firstCover)).toBe(fingerprintOf(first.generated_images[0]!));
  const box = await firstCover.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(300);
  expect(box!.height / box!.width).toBeCloseTo(1.5, 1);
  await expect(page.getByRole('button', { name: 'Proceed to step 5' })).toBeEnabled({ timeout: GENERATION_TIMEOUT_MS });
  // 600 × 800 photos have too few pixels for a 6.25 × 9.25 in print: the visitor is told, and may go on.
  await expect(page.getByRole('status', { name: 'Photo warnings' })).toContainText('may print soft');

  const secondReply = page.waitForResponse((response) => response.url().endsWith('/api/generate_cover'), {
    timeout: GENERATION_TIMEOUT_MS,
  });
  await page.getByRole('button', { name: 'RE-GENERATE COVER' }).click();
  const second = (await (await secondReply).json()) as CoverReply;
  expect(second.covers[0]!.seed).not.toBe(first.covers[0]!.seed); // a new design, not the same one again
  // The new cover goes after the first and is the one shown.
  await expect(page.getByText('Image 2 of 2')).toBeVisible({ timeout: GENERATION_TIMEOUT_MS });
  expect(await fingerprint(page.getByRole('img', { name: 'Cover design 2 of 2' }))).toBe(
    fingerprintOf(second.generated_images[0]!),
  );
  expect(fingerprintOf(second.generated_images[0]!)).not.toBe(fingerprintOf(first.generated_images[0]!)); // another design
  await page.getByRole('button', { name: 'Previous cover' }).click();
  await expect(page.getByText('Image 1 of 2')).toBeVisible();
  expect(await fingerprint(page.getByRole('img', { name: 'Cover design 1 of 2' }))).toBe(
    fingerprintOf(first.generated_images[0]!),
  );
  await page.getByRole('button', { name: 'Next cover' }).click();
  await expect(page.getByText('Image 2 of 2')).toBeVisible();

  const chapter = (await chapterText(page).textContent())!;
  await page.getByRole('button', { name: 'Proceed to step 5' }).click();
  await expect(page).toHaveURL(/\/step5$/);

  // The server's draft holds the cover shown when proceeding and the chapter, and /step4 shows them on coming back.
  const stored = await (await page.request.get('/api/step4')).json();
  // A browser sends a multipart text field's line breaks as CRLF (HTML's form encoding); the words are the same.
  expect(stored.first_chapter.replace(/\r\n/g, '\n')).toBe(chapter);
  expect(stored.cover).toMatchObject({ id: second.covers[0]!.id, url: expect.any(String) }); // the cover on screen
  await page.goto('/step4');
  // Coming back, the stored cover is a WebP sized for the screen (issue 27), not the 800 px PNG.
  await expect(page.getByRole('img', { name: 'Cover design 1 of 1' })).toHaveAttribute(
    'src',
    `${stored.cover.url}.webp?width=400`,
  );
  await expect(chapterText(page)).toHaveText(chapter);
  await expect(page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem').nth(3)).toHaveAttribute(
    'data-state',
    'active',
  );
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'UPLOAD AN IMAGE OF THE MAIN CHARACTER' })).toBeVisible();
});

test('remove a thumbnail; at most 8 images, the extra ones named and not added', async ({ page }) => {
  await page.goto('/step4');
  await expect(page.getByRole('heading', { level: 2, name: 'UPLOAD AN IMAGE OF THE MAIN CHARACTER' })).toBeVisible();
  const photos = await Promise.all(
    Array.from({ length: 10 }, (_, index) => portraitPhoto(`photo-${index + 1}.jpg`, index * 30)),
  );
  await dropFiles(page, dropZone(page), photos.slice(0, 6));
  await expect(thumbnails(page)).toHaveCount(6);
  await dropFiles(page, dropZone(page), photos.slice(6));
  await expect(thumbnails(page)).toHaveCount(8);
  await expect(page.getByRole('alert')).toHaveText(
    'Up to 8 images can be used: these 2 were not added: photo-9.jpg, photo-10.jpg.',
  );
  await expect(page.getByRole('img', { name: 'photo-9.jpg' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove photo-3.jpg' }).click();
  await expect(thumbnails(page)).toHaveCount(7);
  await expect(page.getByRole('img', { name: 'photo-3.jpg' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Cover' })).toBeEnabled();

  await dropFiles(page, dropZone(page), [
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
  ]);
  await expect(page.getByRole('alert')).toHaveText('notes.pdf: only JPEG, PNG or WebP images can be used.');
  await expect(thumbnails(page)).toHaveCount(7);
});

test('the server decides: a file that is not an image, whatever its name, is refused with its message', async ({
  page,
}) => {
  test.setTimeout(GENERATION_TIMEOUT_MS * 2);
  await completeStepsOneToThree(page);
  await page.goto('/step4');
  await dropFiles(page, dropZone(page), [
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture') },
  ]);
  await page.getByRole('button', { name: 'Generate Cover' }).click();
  const cover = page.getByRole('region', { name: 'Your cover' });
  await expect(cover.getByRole('alert')).toContainText('notes.png', { timeout: GENERATION_TIMEOUT_MS });
  await expect(page.getByRole('button', { name: 'Proceed to step 5' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(thumbnails(page)).toHaveCount(1);
});

test('BACK TO STEP 3 goes to /step3', async ({ page }) => {
  await page.goto('/step4');
  await page.getByRole('button', { name: 'BACK TO STEP 3' }).click();
  await expect(page).toHaveURL(/\/step3$/);
});

test('/step4 has no serious or critical accessibility violations, in the upload view and in the result view', async ({
  page,
}) => {
  test.setTimeout(GENERATION_TIMEOUT_MS * 2);
  const seriousViolations = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
      );
  };
  await completeStepsOneToThree(page);
  await page.goto('/step4');
  await dropFiles(page, dropZone(page), [await portraitPhoto('rosa.jpg', 40)]);
  await expect(thumbnails(page)).toHaveCount(1);
  expect(await seriousViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Generate Cover' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to step 5' })).toBeEnabled({ timeout: GENERATION_TIMEOUT_MS });
  expect(await seriousViolations()).toEqual([]);
});
