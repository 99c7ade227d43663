import { expect, test, type Page } from '@playwright/test';

/** The server's draft is the source of truth: browser storage is a cache that never blocks a step. */

const characters = [
  { name: 'Grandma Rosa', isMainCharacter: true, personality: ['Brave'], skills: 'Sailing', fears: 'Thunder' },
  { name: 'Milo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites' },
];
const renamed = [{ ...characters[0], name: 'Nonna Lucia' }, characters[1]];
const storyDetails = {
  bookTitle: 'The Lantern of Gull Bay',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};

const WRITING_TIMEOUT_MS = 60_000;
const STALE_SUMMARY =
  'This summary was written for your earlier characters. Generate it again to include your changes.';
const STALE_OUTLINE =
  'This outline was written for an earlier version of your story summary. Your chapter edits are kept until you generate a new outline.';

const summaryPanel = (page: Page) => page.getByRole('region', { name: 'Story Summary' });
const outlinePanel = (page: Page) => page.getByRole('region', { name: 'STORY OUTLINE' });
const chapterHeadings = (page: Page) => outlinePanel(page).getByRole('heading', { level: 3 });
const stageStates = (page: Page) => page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');

/** Steps 1 to 3 through the API (same cookie as the page): a small outline whose chapter 3 the visitor retitled. */
async function draftWithEditedOutline(page: Page) {
  expect((await page.request.post('/api/step1', { data: { characters } })).ok()).toBe(true);
  expect((await page.request.post('/api/step2', { data: { ...storyDetails, characters } })).ok()).toBe(true);
  expect((await page.request.post('/api/step3', { data: { book_size: 'small' } })).ok()).toBe(true);
  const edit = {
    title: 'The Night of the Storm',
    synopsis: 'Thunder rolls over Gull Bay and Grandma Rosa lights the lantern.',
    tags: ['thunder'],
  };
  expect((await page.request.put('/api/detailed_outline/chapters/3', { data: edit })).ok()).toBe(true);
}

test('summary, back to step 1, a changed name, on to step 3: the outline is written (no dead end)', async ({
  page,
}) => {
  test.setTimeout(WRITING_TIMEOUT_MS + 60_000);
  expect((await page.request.post('/api/step1', { data: { characters } })).ok()).toBe(true);
  await page.goto('/step2');
  await page.getByRole('combobox', { name: /^Genre/ }).selectOption('Fantasy');
  await page.getByRole('combobox', { name: /^Premise/ }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to step 3' })).toBeEnabled({ timeout: WRITING_TIMEOUT_MS });
  await expect(summaryPanel(page)).toContainText('Grandma Rosa');

  await page.getByRole('link', { name: 'Back to Step 1' }).click();
  const name = page.getByRole('region', { name: 'Main character' }).getByLabel('Character name');
  await expect(name).toHaveValue('Grandma Rosa');
  await name.fill('Nonna Lucia');
  await page.getByRole('button', { name: 'Proceed to step 2' }).click();

  await expect(page).toHaveURL(/\/step2$/);
  // The saved summary is shown again, and said to be written for the earlier characters.
  await expect(summaryPanel(page)).toContainText('Grandma Rosa');
  await expect(summaryPanel(page).getByText(STALE_SUMMARY)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to step 3' }).click();

  await expect(page).toHaveURL(/\/step3$/);
  await expect(page.getByText(/Missing required information/)).toHaveCount(0);
  await page.getByRole('radio', { name: /^S:/ }).check();
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(chapterHeadings(page)).toHaveCount(15, { timeout: WRITING_TIMEOUT_MS });
  await expect(page.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();
});

test('a visitor whose browser storage was cleared sees every saved step and can go on', async ({ page }) => {
  test.setTimeout(WRITING_TIMEOUT_MS + 30_000);
  await draftWithEditedOutline(page);
  // Every page load starts with empty storage; the cookie (and so the draft) stays.
  await page.addInitScript(() => localStorage.clear());

  await page.goto('/step1');
  await expect(page.getByRole('region', { name: 'Main character' }).getByLabel('Character name')).toHaveValue(
    'Grandma Rosa',
  );
  await expect(page.getByRole('region', { name: 'Supporting character 1' }).getByLabel('Character name')).toHaveValue(
    'Milo',
  );

  await page.goto('/step2');
  await expect(page.getByRole('textbox', { name: 'Book title' })).toHaveValue(storyDetails.bookTitle);
  await expect(summaryPanel(page)).toContainText('Grandma Rosa');
  await expect(page.getByRole('button', { name: 'Proceed to step 3' })).toBeEnabled();

  await page.goto('/step3');
  await expect(page.getByText(/Missing required information/)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^S:/ })).toBeChecked();
  await expect(chapterHeadings(page)).toHaveCount(15);
  await expect(outlinePanel(page).getByRole('heading', { name: 'Chapter 3: The Night of the Storm' })).toBeVisible();
  await expect
    .poll(() => stageStates(page).evaluateAll((stages) => stages.map((stage) => stage.getAttribute('data-state'))))
    .toEqual(['done', 'done', 'active', 'todo', 'todo']);
  await page.getByRole('button', { name: 'Proceed to step 4' }).click();
  await expect(page).toHaveURL(/\/step4$/);
});

test('changed characters and a new summary are shown as out of date, with edits kept until the visitor regenerates', async ({
  page,
}) => {
  test.setTimeout(2 * WRITING_TIMEOUT_MS + 30_000);
  await draftWithEditedOutline(page);
  expect((await page.request.post('/api/step1', { data: { characters: renamed } })).ok()).toBe(true);

  await page.goto('/step2');
  const staleSummary = summaryPanel(page).getByRole('status').filter({ hasText: STALE_SUMMARY });
  await expect(staleSummary).toBeVisible();
  await expect(summaryPanel(page)).toContainText('Grandma Rosa');
  await staleSummary.getByRole('button', { name: 'Regenerate Summary' }).click();
  await expect(summaryPanel(page)).toContainText('Nonna Lucia', { timeout: WRITING_TIMEOUT_MS });
  // The words on screen arrive before the server has saved the summary, and step 3 reads the saved one: the test
  // goes on once the generation has ended on the page and the server holds the new summary.
  await expect(page.getByRole('button', { name: 'Proceed to step 3' })).toBeEnabled({ timeout: WRITING_TIMEOUT_MS });
  await expect(summaryPanel(page).getByText(STALE_SUMMARY)).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/step2')).json()) as { story_outline: string | null }).story_outline,
    )
    .toContain('Nonna Lucia');

  await page.getByRole('button', { name: 'Proceed to step 3' }).click();
  const staleOutline = page.getByRole('status').filter({ hasText: STALE_OUTLINE });
  await expect(staleOutline).toBeVisible();
  // The visitor's chapter edit is still there, and the outline can still be used.
  await expect(outlinePanel(page).getByRole('heading', { name: 'Chapter 3: The Night of the Storm' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to step 4' })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /^S:/ })).toBeChecked();

  await staleOutline.getByRole('button', { name: 'Regenerate Outline' }).click();
  await expect(page.getByText(STALE_OUTLINE)).toHaveCount(0, { timeout: WRITING_TIMEOUT_MS });
  await expect(chapterHeadings(page)).toHaveCount(15, { timeout: WRITING_TIMEOUT_MS });
  await expect(outlinePanel(page).getByRole('heading', { name: 'Chapter 3: The Night of the Storm' })).toHaveCount(0);
  await expect(outlinePanel(page)).toContainText('Nonna Lucia');
});

test('the step indicator marks a stage done only when the server has its data', async ({ page }) => {
  await page.goto('/step3');
  await expect(page.getByText(/Missing required information/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Progress' }).getByText('Outline').locator('xpath=ancestor::li'),
  ).toHaveAttribute('aria-current', 'step');
  // A new visitor has saved nothing: being on step 3 does not make steps 1 and 2 done.
  await expect
    .poll(() => stageStates(page).evaluateAll((stages) => stages.map((stage) => stage.getAttribute('data-state'))))
    .toEqual(['todo', 'todo', 'active', 'todo', 'todo']);

  expect((await page.request.post('/api/step1', { data: { characters } })).ok()).toBe(true);
  await page.reload();
  await expect
    .poll(() => stageStates(page).evaluateAll((stages) => stages.map((stage) => stage.getAttribute('data-state'))))
    .toEqual(['done', 'todo', 'active', 'todo', 'todo']);
});
