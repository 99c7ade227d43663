import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eRun, E2E_LULU_SECRET } from '../support/e2e-dirs.mjs';
import { startE2eLulu, type E2eLulu } from '../support/local-lulu.js';
import { completeStepsOneToFour, fillLondon } from '../support/step5.js';

/**
 * The order status page at the printer (docs/product/print-fulfilment.md): a paid book goes to the local Lulu once
 * ready, and when Lulu's webhook (signed with the client secret, as Lulu signs it) says SHIPPED, the page shows
 * Shipped with the carrier and the tracking link.
 */

let lulu: E2eLulu;
test.beforeAll(async () => {
  // The run's one Lulu port may be held a few seconds by another file's Lulu (lulu-test-order.spec.ts).
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      lulu = await startE2eLulu(e2eRun().luluPort);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
});
test.afterAll(async () => {
  await lulu?.close();
});

// Not yet runnable: with Lulu configured (as the e2e server is), typesetting asks Lulu's /cover-dimensions/, which the
// browser tests' local Lulu (e2e/support/local-lulu.ts) does not answer, so the book stays at Typesetting and is never
// handed to the printer. Enable once that stand-in answers it (the API's own stand-in does,
// api/test/support/lulu/local-lulu-server.ts).
test.fixme("after Lulu's signed webhook says SHIPPED, the status page shows Shipped with the carrier and the tracking link", async ({ page }) => {
  test.setTimeout(240_000);
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await fillLondon(page);
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$[\d.]+ \(TEST\)$/ }).click();
  await expect(page.getByText(/^Your payment was received/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: "See your order's status" }).click();
  const orderId = new URL(page.url()).searchParams.get('order')!;

  const summary = page.getByTestId('production-summary');
  await expect(summary).toHaveText('Your book has been sent to the printer.', { timeout: 180_000 });
  const job = lulu.jobs.find((candidate) => candidate.external_id === orderId);
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
        status: { name: 'SHIPPED', messages: { carrier_name: 'UPS', tracking_id: 'TRK-E2E', tracking_urls: [tracking] } },
      })),
    },
  });
  const signature = createHmac('sha256', Buffer.from(E2E_LULU_SECRET, 'utf8')).update(body).digest('hex');
  const delivered = await page.request.post('/api/webhooks/lulu', { headers: { 'Content-Type': 'application/json', 'Lulu-HMAC-SHA256': signature }, data: body });
  expect(delivered.status()).toBe(200);

  await page.reload();
  await expect(summary).toHaveText('Your book has shipped with UPS.');
  const shipped = page.getByRole('listitem').filter({ hasText: /^✓?●?Shipped/ });
  await expect(shipped).toHaveText(/Shipped · UPS · Track your parcel \(in progress\)/);
  await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute('href', tracking);
});
