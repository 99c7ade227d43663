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
  test(`on a ${screen.name}, the arrow keys move the testimonials while they are in view and no field has focus`, async ({ page }) => {
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
  test(`on a phone, ${path} names a support address, marked as a demo one when SUPPORT_EMAIL is unset`, async ({ page }) => {
    await page.setViewportSize(SCREENS[0]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const named = page.getByRole('main').getByText(/support@storyloom\.example \(demo address\)/).first();
    await named.scrollIntoViewIfNeeded();
    await expect(named).toBeVisible();
  });
}

