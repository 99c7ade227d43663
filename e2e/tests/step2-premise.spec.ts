import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const REQUIRED = '* This field is required. Please fill it to continue';

/** Step 1's outcome, saved straight into this browser's draft (the page's cookie rides along). */
async function saveCharacters(page: Page) {
  const reply = await page.request.post('/api/step1', {
    data: {
      characters: [
        {
          name: 'Grandma Rosa',
          isMainCharacter: true,
          personality: ['Eternal Optimist'],
          skills: 'Cooking',
          fears: 'Storms',
          gender: 'female',
          age: '71',
        },
        {
          name: 'Milo',
          isMainCharacter: false,
          personality: ['Funny'],
          quirks: 'Talks to self',
          gender: 'male',
          age: '8',
          relation: 'Family',
        },
      ],
    },
  });
  expect(reply.ok()).toBe(true);
}

async function openStep2(page: Page) {
  await page.goto('/step2');
  await expect(page.getByRole('form', { name: 'Story Details' })).toBeVisible();
}

const summaryPanel = (page: Page) => page.getByRole('region', { name: 'Story Summary' });
// By role and leading name: 'Genre *' is the select's label, 'Custom genre *' its custom box's.
const genreSelect = (page: Page) => page.getByRole('combobox', { name: /^Genre/ });
const premiseSelect = (page: Page) => page.getByRole('combobox', { name: /^Premise/ });

/**
 * Records the summary panel's text length on every change while it is busy writing, so the test can tell
 * words arriving over time from a text that appears all at once.
 */
async function recordStreamedLengths(page: Page) {
  await page.evaluate(() => {
    const content = document.querySelector('[data-testid="summary-content"]')!;
    const lengths: number[] = [];
    (window as unknown as { streamedLengths: number[] }).streamedLengths = lengths;
    new MutationObserver(() => {
      if (content.getAttribute('aria-busy') === 'true' && content.textContent) lengths.push(content.textContent.length);
    }).observe(content, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

test('the summary streams in, can be edited, cancelled and saved, and leads to step 3', async ({ page }) => {
  await saveCharacters(page);
  await openStep2(page);
  await expect(summaryPanel(page).getByText('Your story summary will appear here...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to step 3' })).toBeDisabled();

  await genreSelect(page).selectOption('Fantasy');
  await premiseSelect(page).selectOption({ index: 1 });
  await page.getByRole('slider', { name: 'Reading level' }).press('ArrowLeft');
  await recordStreamedLengths(page);
  const request = page.waitForRequest((sent) => sent.url().endsWith('/api/step2') && sent.method() === 'POST');
  await page.getByRole('button', { name: 'Generate Summary' }).click();

  expect((await request).postDataJSON()).toMatchObject({
    bookTitle: 'Untitled Book',
    genre: 'Fantasy',
    style: 'General',
    tone: 'Neutral',
    readingLevel: 'Kid',
  });
  const proceed = page.getByRole('button', { name: 'Proceed to step 3' });
  await expect(proceed).toBeEnabled({ timeout: 20_000 });
  const lengths = await page.evaluate(() => (window as unknown as { streamedLengths: number[] }).streamedLengths);
  const growing = lengths.filter((length, index) => index === 0 || length > lengths[index - 1]!);
  expect(growing.length, `text lengths seen while writing: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(2);

  const title = summaryPanel(page).getByRole('heading', { level: 3 });
  const generatedTitle = (await title.textContent())!;
  await expect(summaryPanel(page)).toContainText('Grandma Rosa');
  await expect(summaryPanel(page)).not.toContainText('%');
  expect(await page.evaluate(() => localStorage.getItem('story_outline'))).toContain(generatedTitle);

  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your summary' });
  await expect(editor).toBeFocused();
  await expect(proceed).toBeDisabled();
  await editor.fill('# Rosa and the Storm\n## Characters\n@Grandma Rosa: %brave% and kind');
  await page.getByRole('button', { name: 'Cancel Changes' }).click();
  await expect(title).toHaveText(generatedTitle);

  await page.getByRole('button', { name: 'Edit' }).click();
  await editor.fill('# Rosa and the Storm\n## Characters\n@Grandma Rosa: %brave% and kind');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(title).toHaveText('Rosa and the Storm');
  await expect(summaryPanel(page).getByText('brave', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

  // Saved in the draft, not only on screen: a reload without the browser copy shows the edit.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(title).toHaveText('Rosa and the Storm');
  await expect(genreSelect(page)).toHaveValue('Fantasy');

  await proceed.click();
  await expect(page).toHaveURL(/\/step3$/);
});

test('missing genre and premise show the required-field errors and nothing is sent', async ({ page }) => {
  await openStep2(page);
  let posted = false;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/step2') && sent.method() === 'POST') posted = true;
  });
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByText(REQUIRED)).toHaveCount(2);
  await expect(genreSelect(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(genreSelect(page)).toBeFocused();

  await genreSelect(page).selectOption('Custom...');
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByRole('textbox', { name: /^Custom genre/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REQUIRED)).toHaveCount(2);
  expect(posted).toBe(false);
});

const failures = [
  {
    name: 'an error event from the writer',
    reply: {
      status: 200,
      contentType: 'text/event-stream',
      body: `event: text\ndata: {"delta":"# Half"}\n\nevent: error\ndata: ${JSON.stringify({ error: 'WRITER_FAILED', message: 'The writing service is unavailable right now. Please try again in a few minutes.', status: 502 })}\n\n`,
    },
    message: 'The writing service is unavailable right now. Please try again in a few minutes.',
  },
  {
    name: 'a 502 JSON answer',
    reply: {
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'WRITER_FAILED', message: 'The writing service failed. Please try again.' }),
    },
    message: 'The writing service failed. Please try again.',
  },
  {
    name: 'an empty summary',
    reply: { status: 200, contentType: 'text/event-stream', body: 'event: done\ndata: {"story_outline":""}\n\n' },
    message: 'No story outline was generated. Please try again.',
  },
];

for (const failure of failures) {
  test(`${failure.name} shows the spec's message for 6 seconds and keeps the form`, async ({ page }) => {
    await page.route('**/api/step2', (route) =>
      route.request().method() === 'POST' ? route.fulfill(failure.reply) : route.continue(),
    );
    await openStep2(page);
    await page.getByRole('textbox', { name: 'Book title' }).fill('The Lantern');
    await genreSelect(page).selectOption('Mystery');
    await premiseSelect(page).selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Generate Summary' }).click();

    const snackbar = page.getByRole('alert').filter({ hasText: failure.message });
    await expect(snackbar).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Book title' })).toHaveValue('The Lantern');
    await expect(genreSelect(page)).toHaveValue('Mystery');
    await expect(summaryPanel(page).getByText('Your story summary will appear here...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
    await expect(snackbar).toBeHidden({ timeout: 8_000 });
  });
}

test('the CHARACTERS drawer edits the saved characters and keeps keyboard focus inside', async ({ page }) => {
  await saveCharacters(page);
  await openStep2(page);
  const tab = page.getByRole('button', { name: 'CHARACTERS' });
  await tab.click();
  const drawer = page.getByRole('dialog', { name: 'Characters' });
  const name = drawer.getByRole('region', { name: 'Main character' }).getByLabel('Character name');
  await expect(name).toHaveValue('Grandma Rosa');
  await name.fill('Nonna Rosa');
  await drawer.getByRole('button', { name: 'Save Changes' }).click();
  await expect(drawer).toBeHidden();

  const stored = await (await page.request.get('/api/get_characters')).json();
  expect(stored.characters.map((character: { name: string }) => character.name)).toEqual(['Nonna Rosa', 'Milo']);

  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Close characters' })).toBeFocused();
  // Save Changes is enabled once the characters have loaded; then it is the last stop of the cycle.
  await expect(drawer.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(tab).toBeFocused();
});

test('the variant form generates an outline with the offline writer and allows proceeding', async ({ page }) => {
  await saveCharacters(page);
  await page.goto('/OldStep2');
  await page.getByRole('button', { name: 'Characters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Characters' });
  await expect(dialog.getByRole('heading', { name: 'Grandma Rosa' })).toBeVisible();
  await expect(dialog.getByText('MAIN', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Book title').fill('Rosa at Sea');
  await genreSelect(page).selectOption('custom');
  await page.getByRole('textbox', { name: /^Custom genre/ }).fill('Cosy adventure');
  await page.getByLabel('Premise').fill('A grandmother sails to find a lost recipe');
  await page.getByRole('combobox', { name: /^Style/ }).selectOption('Character-driven');
  await page.getByRole('combobox', { name: /^Tone/ }).selectOption('Lighthearted');
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(page.getByRole('button', { name: 'Proceed to step 3' })).toBeEnabled({ timeout: 20_000 });
  await expect(summaryPanel(page)).toContainText('Rosa');
  await page.getByRole('button', { name: 'Proceed to step 3' }).click();
  await expect(page).toHaveURL(/\/step3$/);
});

for (const path of ['/step2', '/OldStep2']) {
  test(`${path} has no critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to step 3' }).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const critical = results.violations.filter((violation) => violation.impact === 'critical');
    expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
