import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { completeStepsOneAndTwo } from '../support/wizard-state.js';

/** The offline writer streams at a reading pace (OFFLINE_WRITER_WORDS_PER_SECOND), so 40 chapters take a while. */
const WRITING_TIMEOUT_MS = 90_000;

const outlinePanel = (page: Page) => page.getByRole('region', { name: 'STORY OUTLINE' });
const chapterHeadings = (page: Page) => outlinePanel(page).getByRole('heading', { level: 3 });

test('choose L, generate 40 chapters, edit one, reload and see the edit, proceed to step 4', async ({ page }) => {
  test.setTimeout(WRITING_TIMEOUT_MS + 30_000);
  await completeStepsOneAndTwo(page);
  await page.goto('/step3');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Outline' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^M:/ })).toBeChecked();

  await page.getByRole('radio', { name: 'L: 40 chapters, +$5' }).check();
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(chapterHeadings(page)).toHaveCount(40, { timeout: WRITING_TIMEOUT_MS });
  await expect(chapterHeadings(page).first()).toHaveText(/^Chapter 1: \S/);
  await expect(chapterHeadings(page).last()).toHaveText(/^Chapter 40: \S/);
  expect(
    await page.evaluate(() => [localStorage.getItem('selected_book_size'), localStorage.getItem('chapters_amount')]),
  ).toEqual(['L', '40']);

  const chapter7 = outlinePanel(page).getByRole('article', { name: /^Chapter 7:/ });
  await chapter7.getByRole('button', { name: 'Edit chapter 7' }).click();
  const editor = page.getByRole('form', { name: 'Edit chapter 7' });
  await editor.getByLabel('Chapter title').fill('The Night of the Storm');
  await editor
    .getByLabel('Synopsis')
    .fill('Thunder rolls over Gull Bay and Grandma Rosa faces her fear to light the lantern.');
  await editor.getByRole('button', { name: '+ Add tag' }).click();
  await editor.getByRole('textbox', { name: 'New tag' }).fill('thunder');
  await editor.getByRole('textbox', { name: 'New tag' }).press('Enter');
  await editor.getByRole('textbox', { name: 'New tag' }).press('Enter'); // an empty tag is ignored
  await editor.getByRole('button', { name: 'Save chapter' }).click();
  await expect(outlinePanel(page).getByRole('heading', { name: 'Chapter 7: The Night of the Storm' })).toBeVisible();

  await page.reload();
  const edited = outlinePanel(page).getByRole('article', { name: 'Chapter 7: The Night of the Storm' });
  await expect(edited).toBeVisible();
  await expect(edited.getByText('Grandma Rosa faces her fear to light the lantern.')).toBeVisible();
  await expect(edited.getByRole('list', { name: 'Tags for chapter 7' })).toContainText('thunder');
  await expect(chapterHeadings(page)).toHaveCount(40);
  await expect(page.getByRole('radio', { name: /^L:/ })).toBeChecked();

  const draft = await (await page.request.get('/api/get_detailed_outline')).json();
  expect(draft.chapters[6]).toMatchObject({
    number: 7,
    title: 'The Night of the Storm',
    tags: expect.arrayContaining(['thunder']),
  });
  expect((await (await page.request.get('/get_book_size')).json()).book_size).toBe('L');

  await page.getByRole('button', { name: 'Proceed to step 4' }).click();
  await expect(page).toHaveURL(/\/step4$/);
});

test('chapter headings appear while the outline is still being written', async ({ page }) => {
  test.setTimeout(WRITING_TIMEOUT_MS + 30_000);
  await completeStepsOneAndTwo(page);
  await page.goto('/step3');
  await page.getByRole('radio', { name: /^L:/ }).check();
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Writing your outline: \d+ of 40 chapters/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(chapterHeadings(page)).toHaveCount(40, { timeout: WRITING_TIMEOUT_MS });
});

test('without a summary and characters, step 3 lists what is missing and returns to step 2', async ({ page }) => {
  await page.goto('/step3');
  await expect(
    page.getByText('Missing required information: Story Summary, Characters. Please complete steps 1 and 2 first.'),
  ).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Required information' });
  await expect(checklist.getByRole('listitem')).toHaveText([/Story Summary/, /Characters/]);
  await expect(page.getByRole('button', { name: 'Generate Outline' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Return to Step 2' }).click();
  await expect(page).toHaveURL(/\/step2$/);
});

test('/step3 with an outline has no critical accessibility violations', async ({ page }) => {
  test.setTimeout(WRITING_TIMEOUT_MS);
  await completeStepsOneAndTwo(page);
  await page.goto('/step3');
  await page.getByRole('radio', { name: /^S:/ }).check();
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(chapterHeadings(page)).toHaveCount(15, { timeout: WRITING_TIMEOUT_MS });
  const results = await new AxeBuilder({ page }).analyze();
  const critical = results.violations.filter((violation) => violation.impact === 'critical');
  expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
