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
 * by hand; the personalisation panel flags what that edit lost (the nickname the buyer gave at step 2, which the demo
 * writer uses once, in chapter 2); the buyer approves, and the printer receives exactly the approved version.
 */

/** /step2's "About this gift": what the family calls Grandma Rosa (the demo writer says so once, in chapter 2). */
const GIFT = { callNames: { 'Grandma Rosa': 'Nonna' } };
const NICKNAME_SENTENCE = 'To the family, Grandma Rosa is simply Nonna.';
const EDITED_SENTENCE = 'The whole family came down to the quay that evening.';

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
          files = readdirSync(outbox)
            .filter((name) => name.endsWith('.eml'))
            .sort();
        } catch {
          return undefined;
        }
        for (const name of files.reverse()) {
          // Quoted-printable: joins soft line breaks and decodes '=3D' before looking for the link.
          const raw = readFileSync(join(outbox, name), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/gi, '=');
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
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const screen of SCREENS) {
  test(`on ${screen.name}, the buyer reads the proof from the e-mail's link, changes it in plain words and by hand, sees the flags, approves, and the printer gets that version`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(screen.viewport);
    await completeStepsOneToFour(page, GIFT);
    await page.goto('/step5');
    await fillLondon(page);
    await expect(
      page.getByRole('radio', { name: /^Let me read the whole book before it's printed \(recommended\)/ }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Go to Payment' }).click();
    await page.getByRole('button', { name: /^Pay \$[\d.]+ \(TEST\)$/ }).click();
    await expect(page.getByText(/^Your payment was received/)).toBeVisible({ timeout: COLD_PAGE_MS });
    await page.getByRole('link', { name: "See your order's status" }).click();
    const orderId = new URL(page.url()).searchParams.get('order')!;

    // Written and typeset, then it waits for the buyer: never handed to the printer meanwhile.
    await expect(page.getByRole('link', { name: 'Read and approve your book' })).toBeVisible({ timeout: 150_000 });
    await expect(page.getByRole('listitem').filter({ hasText: 'Ready for your review' })).toHaveAttribute(
      'data-state',
      'current',
    );
    expect((await luluState()).jobs.find((job) => job.external_id === orderId)).toBeUndefined();

    // The e-mail's link, in a browser that has never seen the order.
    const link = await mailedProofLink(orderId);
    const other = await browser.newContext({ viewport: screen.viewport });
    const proof = await other.newPage();
    await proof.goto(link);
    await expect(proof.getByRole('heading', { level: 1, name: 'Read and approve your book' })).toBeVisible({
      timeout: COLD_PAGE_MS,
    });
    await expect(proof.getByText('“The Lantern of Gull Bay”')).toBeVisible();

    // The real pages: spreads on a desktop, one page on a phone; the arrow keys turn them.
    const pages = proof.getByTestId('proof-pages');
    await expect(pages).toHaveAttribute('data-layout', screen.viewport.width >= 760 ? 'spreads' : 'single');
    await expect(proof.getByRole('img', { name: 'Page 1', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(proof.getByRole('img', { name: 'The whole cover: back, spine and front' })).toBeVisible();
    await proof.keyboard.press('ArrowRight');
    await expect(proof.getByTestId('proof-page-label')).toHaveText(
      screen.viewport.width >= 760 ? /^Pages 2–3 of \d+$/ : /^Page 2 of \d+$/,
    );
    expect(await overflow(proof)).toBeLessThanOrEqual(0);

    // A rename in plain words: the offline writer proposes it, each changed chapter marked, and the buyer accepts.
    await proof.getByRole('button', { name: 'Read and change' }).click();
    const bookBox = proof.getByTestId('book-requests');
    await bookBox
      .getByRole('textbox', { name: 'Change the whole book in plain words' })
      .fill('Her friend is called Theo, not Milo');
    await bookBox.getByRole('button', { name: 'Ask the writer' }).click();
    const request = bookBox.locator('[data-state="proposed"]');
    await expect(request).toBeVisible({ timeout: 60_000 });
    await expect(request.locator('del', { hasText: 'Milo' }).first()).toBeVisible();
    await expect(request.locator('ins', { hasText: 'Theo' }).first()).toBeVisible();
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(proof.getByTestId('proof-status')).toHaveText(/^Change accepted\. Saved as version \d+/, {
      timeout: 30_000,
    });
    // The book's chapters as the reading view shows them (the request's own words stay listed with it and the version).
    const chapters = proof.locator('section[id^="chapter-"]');
    await expect(chapters.getByText(/\bTheo\b/).first()).toBeVisible();
    await expect(chapters.getByText(/\bMilo\b/)).toHaveCount(0);

    // What's personal, before any hand edit: the nickname is in the book, nothing about it to check.
    await proof.getByRole('button', { name: /^What's personal/ }).click();
    await expect(proof.getByRole('heading', { level: 2, name: "What's personal in this book" })).toBeVisible();
    await expect(proof.getByRole('button', { name: /^Called Nonna: page \d+$/ }).first()).toBeVisible();
    await expect(proof.locator('li[data-kind="nickname_unused"]')).toHaveCount(0);
    expect(await overflow(proof)).toBeLessThanOrEqual(0);

    // A paragraph by hand: the one saying what the family calls Grandma Rosa is rewritten without it; saved and re-typeset.
    await proof.getByRole('button', { name: 'Read and change' }).click();
    const edit = proof
      .locator('p', { hasText: NICKNAME_SENTENCE })
      .locator('xpath=..')
      .getByRole('button', { name: /^Edit chapter \d+, paragraph \d+$/ });
    const where = /^Edit (chapter \d+, paragraph \d+)$/.exec((await edit.getAttribute('aria-label')) ?? '')![1]!;
    const field = `${where.charAt(0).toUpperCase()}${where.slice(1)}`;
    await edit.click();
    const paragraph = proof.getByRole('textbox', { name: field, exact: true });
    const written = await paragraph.inputValue();
    expect(written).toContain(NICKNAME_SENTENCE);
    const rewritten = written.replace(NICKNAME_SENTENCE, EDITED_SENTENCE);
    await paragraph.fill(rewritten);
    await proof.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(proof.getByTestId('proof-status')).toHaveText(
      new RegExp(`^${field} is changed\\. Saved as version \\d+: `),
      { timeout: 30_000 },
    );
    await expect(proof.getByText(EDITED_SENTENCE)).toBeVisible();
    await expect(proof.getByText(NICKNAME_SENTENCE)).toHaveCount(0);
    expect(await overflow(proof)).toBeLessThanOrEqual(0);

    // What's personal, now: the nickname nobody in the book uses any more is flagged (the one flag) before approving.
    await proof.getByRole('button', { name: "What's personal (1 to check)", exact: true }).click();
    const flags = proof.getByTestId('personal-flags');
    await expect(flags.locator('li[data-kind="nickname_unused"]')).toContainText(
      "Nobody in the book calls Grandma Rosa 'Nonna'.",
    );
    expect(await overflow(proof)).toBeLessThanOrEqual(0);

    // Approve and print, after the confirmation.
    await proof.getByRole('button', { name: 'Approve and print' }).click();
    const dialog = proof.getByRole('dialog', { name: /^Print version \d+\?$/ });
    await expect(dialog).toContainText("The check of what's personal flagged 1 thing.");
    const approvedVersion = Number(
      /Print version (\d+)\?/.exec((await dialog.getByRole('heading').textContent()) ?? '')![1],
    );
    await dialog.getByRole('button', { name: 'Approve and print' }).click();
    await expect(proof.getByTestId('proof-approved')).toContainText(`Version ${approvedVersion} was approved by you`);
    await expect(proof.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    // The printer receives exactly the approved version's interior.
    let job: Awaited<ReturnType<typeof luluState>>['jobs'][number] | undefined;
    await expect
      .poll(async () => (job = (await luluState()).jobs.find((candidate) => candidate.external_id === orderId)), {
        timeout: 60_000,
      })
      .toBeTruthy();
    const interiorUrl = (job!.line_items[0] as { printable_normalization: { interior: { source_url: string } } })
      .printable_normalization.interior.source_url;
    const printed = await page.request.get(interiorUrl);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const approved = await proof.request.get(
      `/api/orders/${orderId}/proof/versions/${approvedVersion}/interior.pdf?token=${encodeURIComponent(token)}`,
    );
    expect(printed.ok() && approved.ok()).toBe(true);
    expect(Buffer.compare(await printed.body(), await approved.body())).toBe(0);
    await other.close();
  });
}
