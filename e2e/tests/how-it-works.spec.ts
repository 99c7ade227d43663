import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

// "How it works" (issue 16): four cards that play their step's recording, a main video that starts by itself, the
// /how-it-works page, and sections that fade in as they scroll into view.

const section = (page: Page) => page.getByRole('region', { name: '4 easy steps' });
const card = (page: Page, name: string) => section(page).getByRole('button', { name: new RegExp(`^\\d\\d ?${name}`) });
/** The video in the region the card's button controls. */
const cardVideo = async (page: Page, name: string) =>
  page.locator(`[id="${await card(page, name).getAttribute('aria-controls')}"] video`);
const mainVideo = (page: Page) => section(page).getByLabel(/^A book made in four steps/);

const STEP_VIDEO = /\/static\/media\/(characters|premise|outline|cover)\.[0-9a-f]{8}\.webm$/;
const STEP_POSTER = /\/static\/media\/(characters|premise|outline|cover)\.[0-9a-f]{8}\.webp$/;

interface VideoState {
  paused: boolean;
  ended: boolean;
  /**
   * The browser fired `playing` (it had the frames and started showing them) and nobody paused the video since. A
   * step's recording lasts about 3 s at 3x and then ends by itself, which keeps this true: the visitor saw it play.
   */
  played: boolean;
  muted: boolean;
  playbackRate: number;
  currentTime: number;
}
declare global {
  interface Window {
    /** Set by the init script below: per video, whether it played and was not paused since. */
    e2ePlayed?: WeakMap<EventTarget, boolean>;
  }
}
const state = (video: Locator) =>
  video.evaluate(
    (element: HTMLVideoElement): VideoState => ({
      paused: element.paused,
      ended: element.ended,
      played: window.e2ePlayed?.get(element) === true,
      muted: element.muted,
      playbackRate: element.playbackRate,
      currentTime: element.currentTime,
    }),
  );

/**
 * Media events do not bubble, but a listener on the document in the capture phase sees every video's: `playing`
 * marks a video played; a `pause` that is not the end of the recording (someone paused it) and `emptied` (its source
 * was dropped) unmark it. Installed before the page's own scripts run, so no event is missed. Whether a video played
 * is then an event that happened, not a guess from how far currentTime moved in some seconds on a busy machine.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const played = new WeakMap<EventTarget, boolean>();
    window.e2ePlayed = played;
    document.addEventListener('playing', (event) => event.target && played.set(event.target, true), true);
    document.addEventListener(
      'pause',
      (event) => event.target instanceof HTMLMediaElement && !event.target.ended && played.set(event.target, false),
      true,
    );
    document.addEventListener('emptied', (event) => event.target && played.set(event.target, false), true);
  });
});

/**
 * Resolves once an IntersectionObserver made now with `threshold` has had its first report on `video`. Observers are
 * told in the order they were made, in one task: by then the page's own observer of the video (made when it mounted)
 * has been told too, and has done whatever it does about it. An event to wait for instead of a guessed delay.
 */
const observedByThePage = (video: Locator, threshold: number) =>
  video.evaluate(
    (element, at) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            observer.disconnect();
            resolve(entry?.isIntersecting === true);
          },
          { threshold: at },
        );
        observer.observe(element);
      }),
    threshold,
  );

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

/**
 * Waits until the video plays as a visitor sees it: play() was called and the browser fired `playing`. Not by
 * watching currentTime move: on a busy machine a decoder can take many seconds to show its first frames (issue 23).
 */
async function expectPlaying(video: Locator) {
  await expect
    .poll(async () => (await state(video)).played, { message: 'the browser fired playing', timeout: 45_000 })
    .toBe(true);
}

/** Neither the video nor its poster has been or is being fetched: no data (readyState 0), not loading, no poster. */
const untouched = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    preload: element.preload,
    loading: element.networkState === HTMLMediaElement.NETWORK_LOADING,
    readyState: element.readyState,
    poster: element.getAttribute('poster'),
  }));

test('a card fetches its video only when opened, plays it muted at 3x, and closing pauses, rewinds and returns to the section', async ({
  page,
}) => {
  const requested = watchStepVideos(page);
  const posters = watchStepVideos(page, STEP_POSTER);
  await openLanding(page);
  await section(page).getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
  await expect(card(page, 'Outline')).toHaveAttribute('aria-expanded', 'false');
  const video = await cardVideo(page, 'Outline');
  await expect(video).toBeHidden();
  // No step video is downloaded until its card opens, nor the poster of a closed card (nobody sees it): the closed
  // cards' videos hold no data, load none and have no poster to fetch (what they later fetched is checked below).
  for (const name of ['Characters', 'Premise', 'Outline', 'Cover']) {
    expect(await untouched(await cardVideo(page, name)), name).toEqual({
      preload: 'none',
      loading: false,
      readyState: 0,
      poster: null,
    });
  }
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
  await expect
    .poll(() => section(page).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(0);
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
  // Paused and rewound (it may have played to its end already: a pause then changes nothing, the rewind does).
  expect(await state(characters)).toMatchObject({ paused: true, ended: false, currentTime: 0 });
  // Cover was not paused by it: still playing, or (a slow test outlasts its 3 s) played to its end by itself.
  expect(await state(cover)).toMatchObject({ played: true });
});

test('the main tutorial video plays by itself, muted, once it is in view', async ({ page }) => {
  await openLanding(page);
  const video = mainVideo(page);
  await expect(video).toHaveAttribute('poster', /\/static\/media\/main\.[0-9a-f]{8}\.webp$/);
  await video.scrollIntoViewIfNeeded();
  await expectPlaying(video);
  expect(await state(video)).toMatchObject({ muted: true, playbackRate: 1 });
});

test('a browser that refuses to autoplay keeps the poster and the controls; the refusal is only logged', async ({
  page,
}) => {
  // As a browser with autoplay switched off answers play(): a rejected promise.
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () =>
      Promise.reject(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));
  });
  const logged: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? errors : logged).push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await openLanding(page);
  const video = mainVideo(page);
  await video.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logged.find((text) => text.includes('main tutorial video')))
    .toBe(
      'The browser did not play the main tutorial video on its own (autoplay): NotAllowedError: play() can only be initiated by a user gesture.',
    );
  expect(await state(video)).toMatchObject({ paused: true, currentTime: 0 });
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('poster', /main\.[0-9a-f]{8}\.webp$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("/how-it-works: the step bar's How It Works opens it, with a sentence per step and working cards", async ({
  page,
}) => {
  await page.goto('/step1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Main Characters' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  await expect(page).toHaveTitle(/How It Works/);
  for (const text of [
    /Name the hero of the book/,
    /Pick a genre, a premise/,
    /Choose the length of the book/,
    /Upload a few photos of the hero/,
  ]) {
    await expect(section(page).getByText(text)).toBeVisible();
  }
  await card(page, 'Premise').click();
  await expectPlaying(await cardVideo(page, 'Premise'));
  await expect(page.getByRole('link', { name: 'Start Your Story' })).toHaveAttribute('href', '/step1');

  const critical = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'critical',
  );
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

  test('nothing fades: sections are shown before they scroll into view, and the main video waits for its play button', async ({
    page,
  }) => {
    const testimonials = await testimonialsNotYetInView(page);
    expect(await opacity(testimonials)).toBe('1');
    await expect(testimonials).not.toHaveAttribute('data-reveal');
    const video = mainVideo(page);
    await video.scrollIntoViewIfNeeded();
    // The page's observer (threshold 0.5, the one that starts the video without reduced motion) has seen it in view.
    expect(await observedByThePage(video, 0.5)).toBe(true);
    expect(await state(video)).toMatchObject({ paused: true, played: false });
    await expect(video).toHaveAttribute('controls', '');
  });
});
