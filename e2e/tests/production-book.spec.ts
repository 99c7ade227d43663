import { expect, test } from '@playwright/test';
import { decodedSize } from '../support/images.js';
import { completeStepsOneToFour, fillLondon } from '../support/step5.js';

test("'Preview your book' on /step5 shows the typeset pages before paying, turned with the keyboard", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await page.getByRole('radio', { name: /^White/ }).check();
  // Typed, not saved: the preview prints the dedication as the form holds it.
  await page.getByRole('textbox', { name: /^Dedication/ }).fill('For Mira, with love');
  await page.getByRole('button', { name: 'Preview your book' }).click();

  const dialog = page.getByRole('dialog', { name: 'Preview your book' });
  await expect(dialog).toBeVisible();
  const cover = dialog.getByRole('img', { name: 'Front cover' });
  await expect(cover).toBeVisible({ timeout: 60_000 });
  // The image really arrived (an image the server refused would have no pixels).
  expect((await decodedSize(cover)).width).toBeGreaterThan(100);

  await page.keyboard.press('ArrowRight');
  // The whole cover as it is cut: back, spine and front side by side.
  const wholeCover = dialog.getByRole('img', { name: 'Cover: back, spine and front' });
  await expect(wholeCover).toBeVisible();
  const whole = await decodedSize(wholeCover);
  expect(whole.width / whole.height).toBeGreaterThan(1.3);
  await page.keyboard.press('ArrowRight');
  const titlePage = dialog.getByRole('img', { name: 'Title page' });
  await expect(titlePage).toBeVisible();
  expect((await decodedSize(titlePage)).width).toBeGreaterThan(100);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img', { name: 'Dedication' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img', { name: 'Contents' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByTestId('preview-page-label')).toContainText(/^Chapter 1, page \d+ of \d+/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Preview your book' })).toBeFocused();
});

test('after paying, the order status page follows the book past Ready for printing to the printer and offers the PDF proof and the digital edition', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await fillLondon(page);
  // Straight to the printer: the buyer's proof (docs/product/proof.md, e2e/tests/proof.spec.ts) is not this test's subject.
  await page.getByRole('radio', { name: /^Print it as soon as it's written/ }).check();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$[\d.]+ \(TEST\)$/ }).click();
  await expect(page.getByText(/^Your payment was received/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: "See your order's status" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();

  // Every summary the page shows on its way, in order, until the book is at the printer, the run's local Lulu (the page
  // asks every 2 s).
  const summary = page.getByTestId('production-summary');
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const text = (await summary.textContent({ timeout: 1000 }).catch(() => null)) ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
        return text;
      },
      { timeout: 150_000, intervals: [250] },
    )
    .toMatch(/^(Your book has been sent to the printer\.|Needs attention)/);
  test.info().annotations.push({ type: 'stages seen', description: seen.join(' | ') });
  expect(seen.at(-1), seen.join(' | ')).toBe('Your book has been sent to the printer.');
  const order = ['Paid', 'Writing', 'Typesetting', 'Your book is ready', 'Your book has been sent'];
  const positions = seen.map((text) => order.findIndex((start) => text.startsWith(start)));
  expect(positions, seen.join(' | ')).toEqual([...positions].sort((a, b) => a - b)); // never backwards

  const stages = page.getByRole('list').filter({ hasText: 'Sent to printer' }).getByRole('listitem');
  await expect(stages).toHaveText([
    /^✓Paid \(done\)$/,
    /^✓Writing · Chapters 15 of 15 \(done\)$/,
    /^✓Typesetting \(done\)$/,
    /^✓Ready for printing \(done\)$/,
    /^●Sent to printer \(in progress\)$/,
    /^○In production \(upcoming\)$/,
    /^○Shipped \(upcoming\)$/,
    /^○Delivered \(upcoming\)$/,
  ]);

  // The order's Status line says what the headline says (no longer "being made"), and the address is in the UK's layout.
  const fact = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
  await expect(fact('Status')).toHaveText('Your book has been sent to the printer.');
  await expect(fact('Ship to').locator('address > span')).toHaveText([
    'Ada Lovelace',
    'Flat 2',
    '10 Downing Street',
    'London',
    'SW1A 1AA',
    'United Kingdom',
  ]);

  const proof = page.getByRole('link', { name: 'Download PDF proof' });
  const response = await page.request.get((await proof.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The digital edition, offered once the book is ready for printing: the EPUB downloads as a file named after the book.
  const digital = page.getByRole('region', { name: 'Your digital edition' });
  await expect(digital).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    digital.getByRole('link', { name: 'Download EPUB (e-readers)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.epub$/);
  const screenPdf = await page.request.get(
    (await digital.getByRole('link', { name: 'Download PDF (screens)' }).getAttribute('href'))!,
  );
  expect(screenPdf.headers()['content-type']).toBe('application/pdf');
  expect(screenPdf.headers()['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.pdf"/);
});
