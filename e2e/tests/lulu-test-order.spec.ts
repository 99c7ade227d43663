import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { E2E_OPERATOR_TOKEN } from '../support/e2e-dirs.mjs';
import { luluState } from '../support/lulu.js';

/**
 * The internal test-order page (docs/product/step5-delivery.md#internal-test-order-internallulu-test-order) against
 * the run's local Lulu (e2e/support/playwright-global-setup.ts): an operator creates a real test order with two PDFs;
 * anyone else finds nothing there.
 */

async function pdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage([432, 648]);
  return Buffer.from(await document.save());
}

test("an operator creates a test order with two PDFs and sees Lulu's answer", async ({ page }) => {
  await page.goto(`/internal/login?token=${encodeURIComponent(E2E_OPERATOR_TOKEN)}`);
  await expect(page).toHaveURL(/\/internal\/lulu-test-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lulu Test Order' })).toBeVisible();
  await expect(page.getByText('No file selected')).toHaveCount(2);
  const create = page.getByRole('button', { name: 'Create Test Order' });
  await expect(create).toBeDisabled();

  await page
    .getByLabel('Upload Interior PDF')
    .setInputFiles({ name: 'interior.pdf', mimeType: 'application/pdf', buffer: await pdf(24) });
  await expect(page.getByText('Selected: interior.pdf')).toBeVisible();
  await expect(create).toBeDisabled();
  await page
    .getByLabel('Upload Cover PDF')
    .setInputFiles({ name: 'cover.pdf', mimeType: 'application/pdf', buffer: await pdf(1) });
  await expect(page.getByText('Selected: cover.pdf')).toBeVisible();
  await create.click();

  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page.getByText('Order Details:')).toBeVisible();
  const details = page.getByLabel('Order Details');
  const externalId = /"external_id": "(test-[0-9a-f-]{36})"/.exec((await details.textContent()) ?? '')?.[1];
  expect(externalId, 'the answer names a test order').toBeTruthy();
  const lulu = await luluState();
  const job = lulu.jobs.find((candidate) => candidate.external_id === externalId);
  expect(job, 'Lulu holds the job the page shows').toBeTruthy();
  await expect(details).toContainText(`"id": ${job!.id}`);
  await expect(details).toContainText('"pod_package_id": "0600X0900.BW.STD.PB.060UC444.MXX"');
  expect(await details.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('300px');
  // Lulu fetched both files through their signed links.
  const fetched = lulu.fetchedSources.filter((source) => source.url.includes(`/api/print-files/${externalId}/`));
  expect(fetched).toEqual([
    expect.objectContaining({ status: 200, startsWithPdf: true }),
    expect.objectContaining({ status: 200, startsWithPdf: true }),
  ]);
});

test('a visitor without the operator token gets 404 for the page and its API', async ({ page, request }) => {
  const response = await page.goto('/internal/lulu-test-order');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Upload Interior PDF')).toHaveCount(0);
  const api = await request.post('/api/test_lulu_order', {
    multipart: { interior_pdf: { name: 'i.pdf', mimeType: 'application/pdf', buffer: await pdf(2) } },
  });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: 'NOT_FOUND' });
});
