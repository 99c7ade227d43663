import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_TOKEN } from '../support/e2e-dirs.mjs';

/**
 * The operators' orders page, /internal/orders (docs/product/print-fulfilment.md#operators): an operator sees every
 * order in a table; anyone else finds nothing there, page and API.
 */

test('an operator signs in and sees the orders table', async ({ page }) => {
  await page.goto(`/internal/login?token=${encodeURIComponent(E2E_OPERATOR_TOKEN)}&next=/internal/orders`);
  await expect(page).toHaveURL(/\/internal\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The run's other tests may or may not have placed orders by now: either the table, with its columns, or the empty note.
  const table = page.getByRole('table', { name: /^Every order, newest first/ });
  await expect(table.or(page.getByText('No orders yet.'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  if (await table.isVisible()) {
    await expect(table.getByRole('columnheader')).toHaveText(['Order', 'Stage', 'Times (UTC)', 'Paid', 'Lulu cost', 'Margin', 'Files', 'Lulu job', 'Tracking', 'Actions']);
  }
});

test('a visitor without the operator token gets 404 for the page and its API', async ({ page, request }) => {
  const response = await page.goto('/internal/orders');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('table')).toHaveCount(0);
  const api = await request.get('/api/operator/orders');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: 'NOT_FOUND' });
});
