import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

// "How it works" (issue 16): four cards that play their step's recording, a main video that starts by itself, the
// /how-it-works page, and sections that fade in as they scroll into view.

const section = (page: Page) => page.getByRole('region', { name: '4 easy steps' });
const card = (page: Page, name: string) => section(page).getByRole('button', { name: new RegExp(`^\\d\\d ?${name}`) });
/** The video in the region the card's button controls. */
const cardVideo = async (page: Page, name: string) => page.locator(`[id="${await card(page, name).getAttribute('aria-controls')}"] video`);
const mainVideo = (page: Page) => section(page).getByLabel(/^A book made in four steps/);

const STEP_VIDEO = /\/static\/media\/(characters|premise|outline|cover)\.[0-9a-f]{8}\.webm$/;
const STEP_POSTER = /\/static\/media\/(characters|premise|outline|cover)\.[0-9a-f]{8}\.webp$/;

interface VideoState {
  paused: boolean;
  muted: boolean;
  playbackRate: number;
  currentTime: number;
}
const state = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement): VideoState => ({ paused: element.paused, muted: element.muted, playbackRate: element.playbackRate, currentTime: element.currentTime }));

/** Every step video (or, with STEP_POSTER, every step poster) the page requested, by step. */
function watchStepVideos(page: Page, files = STEP_VIDEO) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = files.exec(new URL(request.url()).pathname);
    if (match) requested.push(match[1]!);
  });
  return requested;
}

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /A book as UNIQUE as its reader/i })).toBeVisible();
}

/** Waits until the video plays: not paused, and its time moving on between two looks. */
async function expectPlaying(video: Locator) {
  await expect.poll(async () => (await state(video)).currentTime, { message: 'the video starts' }).toBeGreaterThan(0.3);
  const earlier = (await state(video)).currentTime;
  await expect.poll(async () => (await state(video)).currentTime, { message: 'the video moves on' }).toBeGreaterThan(earlier);
  expect((await state(video)).paused).toBe(false);
}

test('a card fetches its video only when opened, plays it muted at 3x, and closing pauses, rewinds and returns to the section', async ({ page }) => {
  const requested = watchStepVideos(page);
  const posters = watchStepVideos(page, STEP_POSTER);
  await openLanding(page);
  await section(page).getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
  await expect(card(page, 'Outline')).toHaveAttribute('aria-expanded', 'false');
  const video = await cardVideo(page, 'Outline');
  await expect(video).toBeHidden();
  // No step video is downloaded until its card opens, nor the poster of a closed card (nobody sees it).
  await page.waitForTimeout(1000);
  expect(requested).toEqual([]);
  expect(posters).toEqual([]);

  await card(page, 'Outline').click();
  await expect(card(page, 'Outline')).toHaveAttribute('aria-expanded', 'true');
  await expect(video).toBeVisible();
  await expectPlaying(video);
  expect(await state(video)).toMatchObject({ muted: true, playbackRate: 3 });
  expect(requested).toEqual(['outline']);
  expect(posters).toEqual(['outline']);

  // The visitor reads on below the section, then closes the card.
  await page.mouse.wheel(0, 700);
  await expect.poll(() => section(page).evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(-300);
  await card(page, 'Outline').click();
  await expect(card(page, 'Outline')).toHaveAttribute('aria-expanded', 'false');
  await expect(video).toBeHidden();
  expect(await state(video)).toMatchObject({ paused: true, currentTime: 0 });
  await expect.poll(() => section(page).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
  expect(await section(page).evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(40);
});

test('two cards play at the same time; closing one leaves the other playing', async ({ page }) => {
  await openLanding(page);
  await card(page, 'Characters').click();
  await card(page, 'Cover').click();
  const characters = await cardVideo(page, 'Characters');
  const cover = await cardVideo(page, 'Cover');
  await expectPlaying(characters);
  await expectPlaying(cover);
  await expect(section(page).getByRole('button', { expanded: true })).toHaveCount(2);

  await card(page, 'Characters').click();
  expect((await state(characters)).paused).toBe(true);
  await expectPlaying(cover);
});

test('the main tutorial video plays by itself, muted, once it is in view', async ({ page }) => {
  await openLanding(page);
  const video = mainVideo(page);
  await expect(video).toHaveAttribute('poster', /\/static\/media\/main\.[0-9a-f]{8}\.webp$/);
  await video.scrollIntoViewIfNeeded();
  await expectPlaying(video);
  expect(await state(video)).toMatchObject({ muted: true, playbackRate: 1 });
});

test('a browser that refuses to autoplay keeps the poster and the controls; the refusal is only logged', async ({ page }) => {
  // As a browser with autoplay switched off answers play(): a rejected promise.
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));
  });
  const logged: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? errors : logged).push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await openLanding(page);
  const video = mainVideo(page);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => logged.find((text) => text.includes('main tutorial video'))).toBe(
    'The browser did not play the main tutorial video on its own (autoplay): NotAllowedError: play() can only be initiated by a user gesture.',
  );
  expect(await state(video)).toMatchObject({ paused: true, currentTime: 0 });
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('poster', /main\.[0-9a-f]{8}\.webp$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("/how-it-works: the step bar's How It Works opens it, with a sentence per step and working cards", async ({ page }) => {
  await page.goto('/step1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Main Characters' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  await expect(page).toHaveTitle(/How It Works/);
  for (const text of [/Name the hero of the book/, /Pick a genre, a premise/, /Choose the length of the book/, /Upload a few photos of the hero/]) {
    await expect(section(page).getByText(text)).toBeVisible();
  }
  await card(page, 'Premise').click();
  await expectPlaying(await cardVideo(page, 'Premise'));
  await expect(page.getByRole('link', { name: 'Start Your Story' })).toHaveAttribute('href', '/step1');

  const critical = (await new AxeBuilder({ page }).analyze()).violations.filter((violation) => violation.impact === 'critical');
  expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

/** The testimonials section, far below the fold: loaded (with the other lazy sections) by going to #pricing. */
async function testimonialsNotYetInView(page: Page) {
  await openLanding(page);
  await page.getByRole('heading', { level: 2, name: '4 easy steps' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 900);
  const testimonials = page.getByRole('region', { name: 'What our readers say' });
  await testimonials.waitFor({ state: 'attached' });
  await expect(testimonials).not.toBeInViewport();
  return testimonials;
}

const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

test('sections fade in as they scroll into view', async ({ page }) => {
  const testimonials = await testimonialsNotYetInView(page);
  expect(await opacity(testimonials)).toBe('0');
  await testimonials.scrollIntoViewIfNeeded();
  // Part way through the fade, then fully shown.
  await expect.poll(() => opacity(testimonials).then(Number)).toBeGreaterThan(0);
  await expect.poll(() => opacity(testimonials)).toBe('1');
});

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing fades: sections are shown before they scroll into view, and the main video waits for its play button', async ({ page }) => {
    const testimonials = await testimonialsNotYetInView(page);
    expect(await opacity(testimonials)).toBe('1');
    await expect(testimonials).not.toHaveAttribute('data-reveal');
    const video = mainVideo(page);
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect((await state(video)).paused).toBe(true);
  });
});
