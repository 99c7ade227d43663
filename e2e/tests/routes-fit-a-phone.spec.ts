import { expect, test, type Page } from '@playwright/test';
import { ROUTE_HEADINGS, visitUrl } from '../support/routes.js';

/** The narrowest phones we design for (320 px, an iPhone SE's first size) and the commonest (375 px). */
const PHONE_WIDTHS = [320, 375] as const;

/** Sections a page loads only when scrolled near them: the page is measured with them in place. */
const LOADED_ON_SCROLL: Readonly<Record<string, string>> = {
  '/': 'How a personalised book compares with other gifts (0 to 3 stars)',
  '/home': 'How a personalised book compares with other gifts (0 to 3 stars)',
};

/** How far the page reaches past the viewport's right edge, in CSS pixels (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth,
  );

for (const width of PHONE_WIDTHS) {
  for (const { path, heading } of ROUTE_HEADINGS) {
    test(`${path} fits a ${width} px phone with no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(visitUrl(path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const lazy = LOADED_ON_SCROLL[path];
      // Scrolled to the end until the sections loaded on scroll are in (the page grows as they arrive).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return lazy ? page.getByText(lazy).count() : 1;
        })
        .toBe(1);
      // A step page's heading is painted by the shell before its remote arrives: measure once everything is in.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }
}
