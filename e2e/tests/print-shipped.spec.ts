import { expect, test } from '@playwright/test';
import { luluState, signLuluWebhook } from '../support/lulu.js';
import { completeStepsOneToFour, fillLondon } from '../support/step5.js';

/**
 * The order status page at the printer (docs/product/print-fulfilment.md): a paid book goes to the run's local Lulu
 * (e2e/support/playwright-global-setup.ts) once typeset, and when Lulu's webhook (signed with the client secret, as
 * Lulu signs it) says SHIPPED, the page shows Shipped with the carrier and the tracking link.
 */

test("after Lulu's signed webhook says SHIPPED, the status page shows Shipped with the carrier and the tracking link", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await fillLondon(page);
  // Straight to the printer: the buyer's proof (docs/product/proof.md, e2e/tests/proof.spec.ts) is not this test's subject.
  await page.getByRole('radio', { name: /^Print it as soon as it's written/ }).check();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$[\d.]+ \(TEST\)$/ }).click();
  await expect(page.getByText(/^Your payment was received/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: "See your order's status" }).click();
  const orderId = new URL(page.url()).searchParams.get('order')!;

  const summary = page.getByTestId('production-summary');
  await expect(summary).toHaveText('Your book has been sent to the printer.', { timeout: 120_000 });
  const job = (await luluState()).jobs.find((candidate) => candidate.external_id === orderId);
  expect(job, 'the book was handed to Lulu').toBeTruthy();

  const tracking = 'https://tracking.example/TRK-E2E';
  const body = JSON.stringify({
    topic: 'PRINT_JOB_STATUS_CHANGED',
    data: {
      ...job,
      status: { name: 'SHIPPED', message: 'Print-job is SHIPPED', changed: new Date().toISOString() },
      line_items: job!.line_items.map((item: Record<string, unknown>, index: number) => ({
        ...item,
        id: index + 1,
        tracking_id: 'TRK-E2E',
        tracking_urls: [tracking],
        status: {
          name: 'SHIPPED',
          messages: { carrier_name: 'UPS', tracking_id: 'TRK-E2E', tracking_urls: [tracking] },
        },
      })),
    },
  });
  const delivered = await page.request.post('/api/webhooks/lulu', {
    headers: { 'Content-Type': 'application/json', 'Lulu-HMAC-SHA256': signLuluWebhook(body) },
    data: body,
  });
  expect(delivered.status()).toBe(200);

  await page.reload();
  await expect(summary).toHaveText('Your book has shipped with UPS.');
  const shipped = page.getByRole('listitem').filter({ hasText: /^✓?●?Shipped/ });
  await expect(shipped).toHaveText(/Shipped · UPS · Track your parcel \(in progress\)/);
  await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute('href', tracking);
});
