import { expect, type Page } from '@playwright/test';
import { completeStepsOneAndTwo, type GiftAnswers } from './wizard-state.js';

/** A 1 × 1 PNG: step 4 stores whatever image the visitor chose as the cover, so any real PNG will do. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Steps 1 to 4 through the API, as the visitor's browser would have done them: characters and story (the
 * offline writer; `gift`: /step2's "About this gift" answers), a size S outline, then the cover and first chapter (POST /api/store_step4).
 */
export async function completeStepsOneToFour(page: Page, gift?: GiftAnswers): Promise<void> {
  await completeStepsOneAndTwo(page, gift);
  const outline = await page.request.post('/api/step3', { form: { book_size: 'small' } });
  expect(outline.ok()).toBe(true);
  const cover = await page.request.post('/api/store_step4', {
    multipart: {
      image: { name: 'cover.png', mimeType: 'image/png', buffer: COVER_PNG },
      firstChapter: 'Chapter 1. The lantern flickered on the quay.',
    },
  });
  expect(cover.ok(), await cover.text()).toBe(true);
}

export const total = (page: Page) => page.getByTestId('order-total');

export async function fillLondon(page: Page) {
  await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('020 7946 0958');
  await page.getByRole('combobox', { name: /^Country/ }).selectOption('GB');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('WSM');
  await page.getByRole('textbox', { name: /^City/ }).fill('London');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('SW1A 1AA');
  await page.getByRole('textbox', { name: /^Street/ }).fill('10 Downing Street');
  await page.getByRole('textbox', { name: /^Apartment/ }).fill('Flat 2');
}
