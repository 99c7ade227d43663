import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { completeStepsOneToFour, fillLondon, total } from '../support/step5.js';

test('a GB order: the total follows format, size, copies and shipping, the test checkout is paid, the success page shows the order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Details' })).toBeVisible();
  await expect(total(page)).toHaveText('$39.99'); // softcover, size S, no copies, Standard
  await fillLondon(page);

  await page.getByRole('radio', { name: /^Hardcover/ }).check();
  await expect(total(page)).toHaveText('$49.99');
  await page.getByRole('button', { name: 'One more copy' }).click();
  await page.getByRole('button', { name: 'One more copy' }).click();
  await expect(page.getByText('$42.99 per extra copy')).toBeVisible();
  await expect(total(page)).toHaveText('$135.97');
  await page.getByRole('radio', { name: 'Expedited, +$14.99' }).check();
  await expect(total(page)).toHaveText('$150.96');

  // The size is step 3's: chosen there, it changes the price here (and the extra copies' chip).
  expect((await page.request.put('/api/book_size', { data: { book_size: 'big' } })).ok()).toBe(true);
  await page.reload();
  // Size L takes the books to $150.97: over $150 they ship free, as the banner says, Expedited included.
  await expect(total(page)).toHaveText('$150.97');
  await expect(page.getByRole('radio', { name: 'Expedited, Free, Orders over $150 ship free' })).toBeChecked();
  await expect(page.getByText('$47.99 per extra copy')).toBeVisible();
  expect((await page.request.put('/api/book_size', { data: { book_size: 'small' } })).ok()).toBe(true);
  await page.reload();
  await expect(total(page)).toHaveText('$150.96');
  await expect(page.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('SW1A 1AA');

  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText('$150.96'); // what the summary showed is what is charged
  await page.getByRole('button', { name: 'Pay $150.96 (TEST)' }).click();

  await expect(page).toHaveURL(/\/order\/success\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Your payment was received. A confirmation was sent to ada@example.com.')).toBeVisible({
    timeout: 20_000,
  });
  const order = page.getByRole('region', { name: /^Order SL-/ });
  await expect(order).toContainText('Hardcover book, size S (15 chapters), cream pages');
  await expect(order).toContainText('3 copies (2 extra)');
  await expect(order).toContainText('Expedited shipping to Ada Lovelace, London, GB');
  await expect(order.getByText('Total paid').locator('xpath=following-sibling::dd')).toHaveText('$150.96');

  await page.getByRole('link', { name: "See your order's status" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
  // The status follows the book's production stage, the same words as the page's headline.
  const headline = page.getByTestId('production-summary');
  await expect(headline).toHaveText(
    /^(Paid: your book is about to be written\.|Writing your book|Typesetting your book|Your book (is ready for printing|has been sent to the printer)\.)/,
  );
  const statusLine = page.locator('dt', { hasText: 'Status' }).locator('xpath=following-sibling::dd');
  await expect(statusLine).not.toHaveText('Paid: your book is being made');
});

test('each shipping method says when it arrives in the chosen country, and which arrive by the "I need it by" day', async ({
  page,
}) => {
  /** A day this many days from now, as the date field takes it. */
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const window = /^arrives [A-Z][a-z]{2} \d{1,2}(–([A-Z][a-z]{2} )?\d{1,2})?$/;
  await page.goto('/step5');
  await expect(page.getByText('Choose a country to see when each shipping method arrives.')).toBeVisible();
  await expect(page.getByTestId('arrives-MAIL')).toHaveCount(0);
  await fillLondon(page);
  await expect(page.getByTestId('arrives-MAIL')).toHaveText(window);
  await expect(page.getByTestId('arrives-GROUND_HD')).toHaveText(window);
  // The radios read the window out too.
  await expect(page.getByRole('radio', { name: /^Expedited, \+\$14\.99, arrives / })).toBeVisible();

  const needBy = page.getByLabel(/^I need it by/);
  await needBy.fill(daysFromNow(120));
  await expect(page.getByTestId('in-time-MAIL')).toHaveText(/^Arrives by [A-Z][a-z]{2} \d{1,2}$/);
  await expect(page.getByTestId('in-time-GROUND_HD')).toHaveText(/^Arrives by /);
  await needBy.fill(daysFromNow(1));
  await expect(page.getByTestId('in-time-MAIL')).toHaveText(/^Too late for [A-Z][a-z]{2} \d{1,2}$/);
  await expect(page.getByTestId('in-time-GROUND_HD')).toHaveText(/^Too late for /);
  await needBy.fill('');
  await expect(page.getByTestId('in-time-MAIL')).toHaveCount(0);
});

test('cancelling the test checkout comes back to /step5 with the form as it was', async ({ page }) => {
  test.setTimeout(60_000);
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await fillLondon(page);
  await page.getByRole('radio', { name: /^White/ }).check();
  await page.getByRole('button', { name: 'One more copy' }).click();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.getByRole('button', { name: 'Cancel (TEST)' }).click();

  await expect(page).toHaveURL(/\/step5\?checkout=cancelled$/);
  await expect(page.getByText('Payment cancelled: nothing was charged.')).toBeVisible();
  // Refilled from the server's draft, not only from this browser's copy.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+44 20 7946 0958');
  await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('WSM');
  await expect(page.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('SW1A 1AA');
  await expect(page.getByRole('textbox', { name: /^Apartment/ })).toHaveValue('Flat 2');
  await expect(page.getByRole('radio', { name: /^White/ })).toBeChecked();
  await expect(page.getByRole('status', { name: '1 extra copy' })).toBeVisible();
  await expect(total(page)).toHaveText('$72.98');
});

test("paying before the book is complete shows the server's reason and keeps the form", async ({ page }) => {
  await page.goto('/step5');
  await expect(page.getByText(/^Before paying, finish/)).toBeVisible();
  await fillLondon(page);
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await expect(page.getByRole('region', { name: 'PRICE SUMMARY' }).getByRole('alert')).toHaveText(
    /Please complete steps 1 to 4 first/,
  );
  await expect(page).toHaveURL(/\/step5$/);
  await expect(page.getByRole('textbox', { name: /^Street/ })).toHaveValue('10 Downing Street');
});

test('required fields are named, tied to their fields, and the first one gets the focus', async ({ page }) => {
  await page.goto('/step5');
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  const firstName = page.getByRole('textbox', { name: /^First name/ });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('* This field is required. Please fill it to continue');
  await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(
    '* This field is required. Please fill it to continue',
  );
  await page.getByRole('combobox', { name: /^Country/ }).selectOption('GB');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('90210');
  await expect(page.getByRole('textbox', { name: /^Postal code/ })).toHaveAccessibleDescription(/e\.g\. SW1A 1AA/);
});

test('/step5 has no critical accessibility violations', async ({ page }) => {
  await page.goto('/step5');
  await expect(total(page)).toHaveText(/^\$/);
  await page.getByRole('button', { name: 'Go to Payment' }).click(); // with its error messages showing
  const results = await new AxeBuilder({ page }).analyze();
  const critical = results.violations.filter((violation) => violation.impact === 'critical');
  expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
