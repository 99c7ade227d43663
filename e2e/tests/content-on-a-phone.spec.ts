import { expect, test, type Locator, type Page } from '@playwright/test';

/** The landing page loads its lower sections when scrolled near them: scrolls to the end until `locator` is in. */
async function scrollUntilAttached(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return locator.count();
    })
    .toBe(1);
}

const SCREENS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

for (const screen of SCREENS) {
  test(`on a ${screen.name}, the arrow keys move the testimonials while they are in view and no field has focus`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await scrollUntilAttached(page, carousel);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toBeInViewport();
    await expect(carousel).not.toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText('2/6')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByText('6/6')).toBeVisible();
  });
}

test('on a phone, the arrow keys leave the testimonials alone while they are out of view', async ({ page }) => {
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await scrollUntilAttached(page, carousel);
  await carousel.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(carousel).not.toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText('1/6')).toBeAttached();
});

for (const path of ['/about-us', '/tos', '/pp']) {
  test(`on a phone, ${path} names a support address, marked as a demo one when SUPPORT_EMAIL is unset`, async ({
    page,
  }) => {
    await page.setViewportSize(SCREENS[0]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const named = page
      .getByRole('main')
      .getByText(/support@storyloom\.example \(demo address\)/)
      .first();
    await named.scrollIntoViewIfNeeded();
    await expect(named).toBeVisible();
  });
}

/** Every tutorial video file the page requested, by name (characters, main-phone...). */
function watchTutorialVideos(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/static\/media\/((?:main|characters|premise|outline|cover)(?:-phone)?)\.[0-9a-f]{8}\.webm$/.exec(
      new URL(request.url()).pathname,
    );
    if (match) requested.push(match[1]!);
  });
  return requested;
}

for (const { screen, recording, frame } of [
  { screen: SCREENS[0], recording: 'characters-phone', frame: { width: 360, height: 640 } },
  { screen: SCREENS[1], recording: 'characters', frame: { width: 640, height: 400 } },
]) {
  test(`on a ${screen.name}, a tutorial card plays the ${recording} recording, fetched only when opened`, async ({
    page,
  }) => {
    const requested = watchTutorialVideos(page);
    await page.setViewportSize(screen);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /A book as UNIQUE as its reader/i })).toBeVisible();
    const toggle = page
      .getByRole('region', { name: '4 easy steps' })
      .getByRole('button', { name: /^\d\d ?Characters/ });
    await toggle.scrollIntoViewIfNeeded();
    const video = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"] video`);
    await expect(video).toHaveAttribute('width', String(frame.width));
    expect(requested.filter((name) => name !== 'main' && name !== 'main-phone')).toEqual([]);

    await toggle.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(frame.width);
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(frame.height);
    expect(requested.filter((name) => name.startsWith('characters'))).toEqual([recording]);
  });
}

test('on a phone, no tutorial video is fetched before the first scroll', async ({ page }) => {
  const requested = watchTutorialVideos(page);
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /A book as UNIQUE as its reader/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
