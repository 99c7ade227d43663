import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eRun } from '../support/e2e-dirs.mjs';
import { luluState } from '../support/lulu.js';
import { completeStepsOneToFour, fillLondon } from '../support/step5.js';

/**
 * The buyer's proof (docs/product/proof.md, issue 26), on a desktop and on a 375 px phone: pay choosing to read the
 * book first; the status page waits at 'Ready for your review'; the e-mail's link opens the proof in another browser;
 * a rename in plain words (the offline writer) is proposed with its changes marked and accepted; a paragraph is edited
 * by hand; the personalisation panel flags a nickname the book never uses; the buyer approves, and the printer
 * receives exactly the approved version.
 */

const SCREENS = [
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a 375 px phone', viewport: { width: 375, height: 667 } },
] as const;

/** A new browser's first page downloads the shell and the remotes again: on a loaded CI machine that took over 20 s. */
const COLD_PAGE_MS = 45_000;

/** The newest mail in the API's outbox (DATA_DIR/outbox) with a link to the proof of `orderId`, as a path. */
async function mailedProofLink(orderId: string): Promise<string> {
  const outbox = join(e2eRun().dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"<>]+/order/proof\\?order=${orderId}&(?:amp;)?token=[A-Za-z0-9_%-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort();
        } catch {
          return undefined;
        }
        for (const name of files.reverse()) {
          // Quoted-printable: joins soft line breaks and decodes '=3D' before looking for the link.
          const raw = readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
          const found = pattern.exec(raw);
          if (found) return (link = found[0].replace('&amp;', '&'));
        }
        return undefined;
      },
      { message: `a mail with the proof link of ${orderId}`, timeout: 30_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const screen of SCREENS) {
  // needs the proof API (branch proof-api): enable once it is merged. The step-1 data must then give a character a
  // nickname the offline writer never uses ('What they are called'), which the personalisation check flags.
  test.fixme(`on ${screen.name}, the buyer reads the proof from the e-mail's link, changes it in plain words and by hand, sees the flags, approves, and the printer gets that version`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(screen.viewport);
    await completeStepsOneToFour(page);
    await page.goto('/step5');
    await fillLondon(page);
    await expect(page.getByRole('radio', { name: /^Let me read the whole book before it's printed \(recommended\)/ })).toBeChecked();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByRole('button', { name: /^Pay \$[\d.]+ \(TEST\)$/ }).click();
    await expect(page.getByText(/^Your payment was received/)).toBeVisible({ timeout: COLD_PAGE_MS });
    await page.getByRole('link', { name: "See your order's status" }).click();
    const orderId = new URL(page.url()).searchParams.get('order')!;

    // Written and typeset, then it waits for the buyer: never handed to the printer meanwhile.
    await expect(page.getByRole('link', { name: 'Read and approve your book' })).toBeVisible({ timeout: 150_000 });
    await expect(page.getByRole('listitem').filter({ hasText: 'Ready for your review' })).toHaveAttribute('data-state', 'current');
    expect((await luluState()).jobs.find((job) => job.external_id === orderId)).toBeUndefined();

    // The e-mail's link, in a browser that has never seen the order.
    const link = await mailedProofLink(orderId);
    const other = await browser.newContext({ viewport: screen.viewport });
    const proof = await other.newPage();
    await proof.goto(link);
    await expect(proof.getByRole('heading', { level: 1, name: 'Read and approve your book' })).toBeVisible({ timeout: COLD_PAGE_MS });
    await expect(proof.getByText('“The Lantern of Gull Bay”')).toBeVisible();

    // The real pages: spreads on a desktop, one page on a phone; the arrow keys turn them.
    const pages = proof.getByTestId('proof-pages');
    await expect(pages).toHaveAttribute('data-layout', screen.viewport.width >= 760 ? 'spreads' : 'single');
    await expect(proof.getByRole('img', { name: 'Page 1', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(proof.getByRole('img', { name: 'The whole cover: back, spine and front' })).toBeVisible();
    await proof.keyboard.press('ArrowRight');
    await expect(proof.getByTestId('proof-page-label')).toHaveText(screen.viewport.width >= 760 ? /^Pages 2–3 of \d+$/ : /^Page 2 of \d+$/);
    expect(await overflow(proof)).toBeLessThanOrEqual(0);

    // A rename in plain words: the offline writer proposes it, each changed chapter marked, and the buyer accepts.
    await proof.getByRole('button', { name: 'Read and change' }).click();
    const bookBox = proof.getByTestId('book-requests');
    await bookBox.getByRole('textbox', { name: 'Change the whole book in plain words' }).fill('Her friend is called Theo, not Milo');
    await bookBox.getByRole('button', { name: 'Ask the writer' }).click();
    const request = bookBox.locator('[data-state="proposed"]');
    await expect(request).toBeVisible({ timeout: 60_000 });
    await expect(request.locator('del', { hasText: 'Milo' }).first()).toBeVisible();
    await expect(request.locator('ins', { hasText: 'Theo' }).first()).toBeVisible();
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(proof.getByTestId('proof-status')).toHaveText(/^Change accepted\. Saved as version \d+/, { timeout: 30_000 });
    await expect(proof.getByText(/\bMilo\b/)).toHaveCount(0);

    // A paragraph by hand: saved, re-typeset, with the page count.
    await proof.getByRole('button', { name: 'Edit chapter 1, paragraph 1' }).click();
    const paragraph = proof.getByRole('textbox', { name: 'Chapter 1, paragraph 1' });
    await paragraph.fill('The lantern on the quay was brighter than any star that night.');
    await proof.getByRole('button', { name: 'Save' }).click();
    await expect(proof.getByTestId('proof-status')).toHaveText(/^Chapter 1, paragraph 1 is changed\. Saved as version \d+: /, { timeout: 30_000 });
    await expect(proof.getByText('The lantern on the quay was brighter than any star that night.')).toBeVisible();
    expect(await overflow(proof)).toBeLessThanOrEqual(0);

    // What's personal: the nickname the book never uses is flagged before approving.
    await proof.getByRole('button', { name: /^What's personal/ }).click();
    const flags = proof.getByTestId('personal-flags');
    await expect(flags.locator('li[data-kind="nickname_unused"]')).toBeVisible();
    expect(await overflow(proof)).toBeLessThanOrEqual(0);

    // Approve and print, after the confirmation.
    await proof.getByRole('button', { name: 'Approve and print' }).click();
    const dialog = proof.getByRole('dialog', { name: /^Print version \d+\?$/ });
    await expect(dialog).toContainText('things to check');
    const approvedVersion = Number(/Print version (\d+)\?/.exec((await dialog.getByRole('heading').textContent()) ?? '')![1]);
    await dialog.getByRole('button', { name: 'Approve and print' }).click();
    await expect(proof.getByTestId('proof-approved')).toContainText(`Version ${approvedVersion} was approved by you`);
    await expect(proof.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    // The printer receives exactly the approved version's interior.
    let job: Awaited<ReturnType<typeof luluState>>['jobs'][number] | undefined;
    await expect
      .poll(async () => (job = (await luluState()).jobs.find((candidate) => candidate.external_id === orderId)), { timeout: 60_000 })
      .toBeTruthy();
    const interiorUrl = (job!.line_items[0] as { printable_normalization: { interior: { source_url: string } } }).printable_normalization.interior.source_url;
    const printed = await page.request.get(interiorUrl);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const approved = await proof.request.get(`/api/orders/${orderId}/proof/versions/${approvedVersion}/interior.pdf?token=${encodeURIComponent(token)}`);
    expect(printed.ok() && approved.ok()).toBe(true);
    expect(Buffer.compare(await printed.body(), await approved.body())).toBe(0);
    await other.close();
  });
}
