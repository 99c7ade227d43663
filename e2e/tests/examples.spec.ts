import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decodedSize } from '../support/images.js';

// The sample books (docs/product/landing-and-content.md#examples-examples-built): made by our engine with
// `npm run samples`, served by /api/samples, shown in step 4's own preview on /sample-story and listed on /examples.

/** The image really arrived and decoded: a broken or missing cover has no natural width. */
async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  expect((await decodedSize(image)).width).toBeGreaterThan(0);
}

/** What a visitor sees of a sample: its title, a cover that loaded and the first chapter's prose. */
async function expectSampleShown(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'A Sample Story' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectLoadedImage(page.getByRole('region', { name: 'Sample cover' }).getByRole('img'));
  const chapter = page.getByTestId('first-chapter-text');
  await expect(chapter).toBeVisible();
  // A chapter, not a line: several paragraphs of prose (the demo writer's are short: it never pads), and the page
  // says which writer wrote it.
  expect((await chapter.innerText()).split(/\s+/).length).toBeGreaterThan(80);
  await expect(page.getByText(/^Written by Storyloom's (demo writer|writer \()/)).toBeVisible();
}

test("the landing page's 'See a Sample Story' opens a real sample: its cover and first chapter", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See a Sample Story' }).click();
  await expect(page).toHaveURL(/\/sample-story$/);
  await expectSampleShown(page, 'Grandma Rosa and the Lighthouse Letters');
  await expect(page.getByTestId('first-chapter-text')).toContainText('Rosa');
  await expect(page).toHaveTitle(/Sample Story/);
});

test('/examples lists every sample with its cover, and a card opens that sample', async ({ page }) => {
  await page.goto('/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Sample stories' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expectLoadedImage(card.getByRole('img'));
  const mystery = cards.filter({ hasText: 'The Case of the Missing Anniversary Cake' });
  await expect(mystery).toContainText('For Margaret and Walter on their 40th anniversary');
  await expect(mystery).toContainText('lemon cake');
  // Each card says which writer made it: the committed samples come from the demo writer until a model remakes them.
  await expect(mystery).toContainText(/Written by Storyloom's (demo writer|writer \()/);

  await mystery.getByRole('link', { name: 'The Case of the Missing Anniversary Cake' }).click();
  await expect(page).toHaveURL(/\/sample-story\?book=the-case-of-the-missing-anniversary-cake$/);
  await expectSampleShown(page, 'The Case of the Missing Anniversary Cake');
  await expect(page.getByTestId('first-chapter-text')).toContainText('Margaret');

  await page.getByRole('link', { name: 'Start Your Story' }).click();
  await expect(page).toHaveURL(/\/step1$/);
});

test("/examples' call to action starts a story", async ({ page }) => {
  await page.goto('/examples');
  await page.getByRole('link', { name: 'Start Your Story' }).click();
  await expect(page).toHaveURL(/\/step1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Main Characters' })).toBeVisible();
});

test("the step bar's Examples goes to /examples", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/step1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Main Characters' })).toBeVisible();
  await page.getByRole('link', { name: 'Examples', exact: true }).click();
  await expect(page).toHaveURL(/\/examples$/);
  await expect(page.getByRole('list', { name: 'Sample stories' }).getByRole('listitem')).toHaveCount(3);
});

test('an unknown sample says so and leads to every sample', async ({ page }) => {
  await page.goto('/sample-story?book=no-such-book');
  await expect(page.getByRole('alert')).toContainText('We have no sample story by that name.');
  await page.getByRole('link', { name: 'See every sample story' }).click();
  await expect(page).toHaveURL(/\/examples$/);
});

for (const path of ['/examples', '/sample-story']) {
  test(`${path} has no critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    // Wait for the samples themselves, not only the heading: the check must see the cards and the preview.
    await expect(page.locator('img').first()).toBeVisible();
    const critical = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'critical',
    );
    expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
