import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTE_HEADINGS, visitUrl } from '../support/routes.js';
import { completeStepsOneAndTwo } from '../support/wizard-state.js';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
/** The top bar's height when everything in it sits on one row (its min-height). */
const ONE_ROW_BAR_PX = 64;

async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(visitUrl(path));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Every element's right edge that reaches past the viewport, so a failure names what sticks out. */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that clips or scrolls sideways (a wide table in its own scrolling region), content may be wider
    // than the screen: that box is what must fit, and the page itself must not scroll.
    const insideFittingScrollBox = (element: Element) => {
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (getComputedStyle(ancestor).overflowX !== 'visible')
          return ancestor.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      offenders: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !insideFittingScrollBox(element))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    };
  });

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error(`${locator} has no box`);
  return rect;
};

test.describe('375 px wide', () => {
  test.use({ viewport: PHONE });

  for (const { path, heading } of ROUTE_HEADINGS) {
    test(`${path}: the top bar is one row with its menu button in view, and nothing scrolls sideways`, async ({
      page,
    }) => {
      await openPage(page, path, heading);
      const bar = page.getByRole('banner');
      expect((await box(bar)).height).toBeLessThanOrEqual(ONE_ROW_BAR_PX);
      const menu = bar.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const menuBox = await box(menu);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
      const overflow = await sticksOut(page);
      expect(overflow.offenders).toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
    });
  }

  test("step pages' menu opens the landing sections and Contact", async ({ page }) => {
    await openPage(page, '/step2', 'Create Your Summary');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const site = page.getByRole('navigation', { name: 'Site' });
    for (const name of ['How It Works', 'Examples', 'Pricing', 'Contact'])
      await expect(site.getByRole('link', { name })).toBeVisible();
    await site.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the CHARACTERS tab on /step2 covers neither the story form nor the summary text', async ({ page }) => {
    await completeStepsOneAndTwo(page);
    await openPage(page, '/step2', 'Create Your Summary');
    const summary = page.getByTestId('summary-content');
    await expect(summary).toContainText('Gull Bay');
    const tab = await box(page.getByRole('button', { name: 'CHARACTERS' }));
    for (const covered of [summary, page.getByRole('form', { name: 'Story Details' })]) {
      const content = await box(covered);
      expect(content.x + content.width).toBeLessThanOrEqual(tab.x);
    }
  });
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the characters drawer's Cancel / Save Changes bar sits on its bottom edge on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await completeStepsOneAndTwo(page);
    await openPage(page, '/step2', 'Create Your Summary');
    await page.getByRole('button', { name: 'CHARACTERS' }).click();
    const drawer = page.getByRole('dialog', { name: 'Characters' });
    const save = drawer.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeEnabled();
    const panel = await box(drawer);
    expect(panel.y + panel.height).toBeCloseTo(viewport.height, 0);
    // Whatever shows along the drawer's bottom edge, left, middle and right, belongs to the button bar.
    const edgeBelongsToBar = await save.evaluate(
      (button, { left, right, bottom }) => {
        const bar = button.parentElement!;
        return [left + 2, (left + right) / 2, right - 2].map((x) =>
          bar.contains(document.elementFromPoint(x, bottom - 2)),
        );
      },
      { left: panel.x, right: panel.x + panel.width, bottom: panel.y + panel.height },
    );
    expect(edgeBelongsToBar).toEqual([true, true, true]);
    // Both buttons are in view together while the fields are at their top.
    await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await expect(save).toBeInViewport();
  });
}

test('the site has a favicon: the logo as an SVG, linked from every page', async ({ page }) => {
  for (const path of ['/', '/step2', '/tos']) {
    await page.goto(path);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await page.request.get(new URL(href!, page.url()).toString());
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toContain('<svg');
  }
});

test("the browser tints its own bar (theme-color) with the top bar's colour", async ({ page }) => {
  for (const { path, heading } of ROUTE_HEADINGS.filter((route) => ['/', '/step1', '/tos'].includes(route.path))) {
    await openPage(page, path, heading);
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const [red, green, blue] = (themeColor?.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i) ?? [])
      .slice(1)
      .map((hex) => parseInt(hex, 16));
    const barColour = await page.getByRole('banner').evaluate((bar) => getComputedStyle(bar).backgroundColor);
    expect(`rgb(${red}, ${green}, ${blue})`).toBe(barColour);
  }
});

for (const { path, heading, title } of ROUTE_HEADINGS) {
  test(`${path} names the browser tab '${title}'`, async ({ page }) => {
    await openPage(page, path, heading);
    await expect(page).toHaveTitle(title);
  });
}

test('moving between pages renames the tab, and an unknown page says so', async ({ page }) => {
  await openPage(page, '/step1', /Create Your Main Characters/i);
  await expect(page).toHaveTitle('Step 1 · Characters — Storyloom');
  await page.getByRole('link', { name: 'Storyloom home' }).click();
  await expect(page).toHaveTitle('Storyloom — A book as unique as its reader');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page Not Found — Storyloom');
});

/** The top bar's logo: a link home drawn as the landing page draws it. */
async function logoOn(page: Page, path: string, heading: string | RegExp) {
  await openPage(page, path, heading);
  const logo = page.getByRole('banner').getByRole('link', { name: 'Storyloom home' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('href', '/');
  return logo.locator('svg').innerHTML();
}

for (const { path, heading } of ROUTE_HEADINGS.filter((route) => /^\/(Old)?[sS]tep\d$/.test(route.path))) {
  test(`${path} shows the landing page's logo`, async ({ page }) => {
    const landingLogo = await logoOn(page, '/', /A book as UNIQUE as its reader/i);
    expect(await logoOn(page, path, heading)).toBe(landingLogo);
  });
}

/** Drawn selection markers in a radio card: the native radio when it is painted, and the checkmark. */
const drawnMarkers = (radio: Locator) =>
  radio.evaluate((input) => {
    const card = input.closest('label')!;
    const style = getComputedStyle(input);
    const radioDrawn =
      style.opacity !== '0' &&
      style.visibility !== 'hidden' &&
      style.appearance !== 'none' &&
      input.getBoundingClientRect().width > 1;
    const ticks = [...card.querySelectorAll('*')].filter(
      (element) => element.textContent === '✓' && element.getBoundingClientRect().width > 0,
    );
    return (radioDrawn ? 1 : 0) + ticks.length;
  });

test('a gender choice shows one selected marker, and none on the other choice', async ({ page }) => {
  await openPage(page, '/step1', /Create Your Main Characters/i);
  const main = page.getByRole('region', { name: 'Main character' });
  const female = main.getByRole('radio', { name: 'Female', exact: true });
  const male = main.getByRole('radio', { name: 'Male', exact: true });
  await female.check();
  await expect(female).toBeChecked();
  expect(await drawnMarkers(female)).toBe(1);
  expect(await drawnMarkers(male)).toBe(0);
  // A click anywhere on the card chooses it.
  await male.locator('xpath=ancestor::label').click({ position: { x: 6, y: 6 } });
  await expect(male).toBeChecked();
  expect(await drawnMarkers(male)).toBe(1);
  expect(await drawnMarkers(female)).toBe(0);
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the book size cards' labels stay on one line inside their cards on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await completeStepsOneAndTwo(page);
    await openPage(page, '/step3', 'Create Your Outline');
    const sizes = page.getByRole('group', { name: 'SELECT SIZE' });
    await expect(sizes.getByRole('radio')).toHaveCount(3);
    const labels = await sizes.locator('label').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const cardBox = card.getBoundingClientRect();
        return [...card.querySelectorAll('span')].map((label) => {
          const rect = label.getBoundingClientRect();
          return {
            text: label.textContent,
            oneLine: rect.height < 1.5 * parseFloat(getComputedStyle(label).lineHeight),
            insideCard: rect.left >= cardBox.left && rect.right <= cardBox.right,
          };
        });
      }),
    );
    expect(labels).toHaveLength(9);
    for (const label of labels) expect(label).toEqual({ text: label.text, oneLine: true, insideCard: true });
  });
}
