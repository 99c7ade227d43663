import { expect, test, type Page } from '@playwright/test';
import { completeStepsOneToFour } from '../support/step5.js';

const PHONE = { width: 375, height: 667 };

async function openStep5(page: Page) {
  await completeStepsOneToFour(page);
  await page.setViewportSize(PHONE);
  await page.goto('/step5');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Details' })).toBeVisible();
}

const phoneBox = (page: Page) => page.getByRole('textbox', { name: /^Phone/ });

test('on a phone, a number pasted over a complete US phone replaces it whole', async ({ page }) => {
  await openStep5(page);
  await page.getByRole('combobox', { name: /^Country/ }).selectOption('US');
  await phoneBox(page).fill('4155552671');
  await expect(phoneBox(page)).toHaveValue('(415) 555-2671');

  await phoneBox(page).selectText();
  await page.keyboard.insertText('6505550123'); // what a paste over the selection types
  await expect(phoneBox(page)).toHaveValue('(650) 555-0123');
  await phoneBox(page).blur();
  await expect(page.getByText('Enter the 10-digit phone number, e.g. (415) 555-2671')).toBeHidden();
});

test('on a phone, a phone typed before a country is chosen stops at the longest number it can be', async ({ page }) => {
  await openStep5(page);
  await phoneBox(page).pressSequentially('+1 (415) 555-26719999');
  await expect(phoneBox(page)).toHaveValue('+1 (415) 555-2671');
});

test("on a phone, 'Secure payment' is led by a drawn padlock, not an emoji", async ({ page }) => {
  await openStep5(page);
  const secure = page.getByText('Secure payment');
  await secure.scrollIntoViewIfNeeded();
  await expect(secure).toHaveText('Secure payment');
  await expect(secure.locator('svg')).toBeVisible();
  expect(await secure.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
});
