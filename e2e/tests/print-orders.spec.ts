import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_TOKEN } from '../support/e2e-dirs.mjs';
import { luluState } from '../support/lulu.js';
import { completeStepsOneToFour, fillLondon } from '../support/step5.js';

/**
 * The operators' orders page, /internal/orders (docs/product/print-fulfilment.md#operators): an operator sees every
 * order in a table, and approves for print a book waiting for its buyer's review (docs/product/proof.md#approval);
 * anyone else finds nothing there, page and API.
 */

/** The page after paying loads the order status remote cold: on a loaded CI machine that took over 20 s. */
const COLD_PAGE_MS = 45_000;

test('an operator signs in and sees the orders table', async ({ page }) => {
  await page.goto(`/internal/login?token=${encodeURIComponent(E2E_OPERATOR_TOKEN)}&next=/internal/orders`);
  await expect(page).toHaveURL(/\/internal\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The run's other tests may or may not have placed orders by now: either the table, with its columns, or the empty note.
  const table = page.getByRole('table', { name: /^Every order, newest first/ });
  await expect(table.or(page.getByText('No orders yet.'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  if (await table.isVisible()) {
    await expect(table.getByRole('columnheader')).toHaveText([
      'Order',
      'Stage',
      'Times (UTC)',
      'Paid',
      'Lulu cost',
      'Margin',
      'Files',
      'Lulu job',
      'Tracking',
      'Actions',
    ]);
  }
});

test("an operator approves a book waiting for its buyer's review, naming themself, and it goes to the printer", async ({
  page,
}) => {
  // Pays through the page, then waits for the book to be written and typeset on a shared two-core machine.
  test.setTimeout(240_000);
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await fillLondon(page);
  await expect(page.getByRole('radio', { name: /^Let me read the whole book before it's printed/ })).toBeChecked();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$[\d.]+ \(TEST\)$/ }).click();
  await expect(page.getByText(/^Your payment was received/)).toBeVisible({ timeout: COLD_PAGE_MS });
  await page.getByRole('link', { name: "See your order's status" }).click();
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('link', { name: 'Read and approve your book' })).toBeVisible({ timeout: 150_000 });

  await page.goto(`/internal/login?token=${encodeURIComponent(E2E_OPERATOR_TOKEN)}&next=/internal/orders`);
  const row = page.locator(`tr[data-order="${orderId}"]`);
  await expect(row.getByRole('cell').first()).toContainText('Ready for your reviewProof: version 1', {
    timeout: COLD_PAGE_MS,
  });
  await row.getByRole('button', { name: /^Approve order SL-\w+ for print$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve order SL-\w+ for print\?$/ });
  await expect(dialog).toContainText(
    "On the buyer's behalf, version 1 of “The Lantern of Gull Bay” goes to the printer",
  );
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Sam Reyes');
  await dialog.getByRole('button', { name: 'Approve for print' }).click();
  await expect(
    page.getByText(/^Order SL-\w+: version 1 approved for print by Sam Reyes, on the buyer's behalf\.$/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Proof: version 1 approved by operator Sam Reyes')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve order/ })).toHaveCount(0);

  // The print stage runs as without a proof: the printer receives the job.
  await expect
    .poll(async () => (await luluState()).jobs.some((job) => job.external_id === orderId), { timeout: 60_000 })
    .toBe(true);
});

test('a visitor without the operator token gets 404 for the page and its API', async ({ page, request }) => {
  const response = await page.goto('/internal/orders');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('table')).toHaveCount(0);
  const api = await request.get('/api/operator/orders');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: 'NOT_FOUND' });
});
