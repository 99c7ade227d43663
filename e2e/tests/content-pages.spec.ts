import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eRun } from '../support/e2e-dirs.mjs';

/**
 * The .eml files the server's mailer wrote (no SMTP in the tests: DATA_DIR/outbox) with a Reply-To of `replyTo`. The
 * outbox is the whole run's: other workers' tests mail at the same moment, so a test counts only the mails it caused.
 */
const mailsReplyingTo = (replyTo: string): string[] => {
  const dir = join(e2eRun().dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const header = new RegExp(`^Reply-To: ${replyTo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\r?$`, 'im');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((mail) => header.test(mail));
};
let senders = 0;
/** An address no other test (nor an earlier run of this one on a reused server) writes from. */
const uniqueSender = () => `grace.${process.pid}.${Date.now().toString(36)}.${++senders}@example.com`;

async function expectNoCriticalAxeViolations(page: Page) {
  const critical = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'critical',
  );
  expect(critical.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('/tos: 12 numbered sections, the table of contents scrolls to one and Back to top returns', async ({ page }) => {
  await page.goto('/tos');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Effective 04/17/2025')).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(contents).toHaveCount(12);

  const governingLaw = page.getByRole('heading', { level: 2, name: '11. Governing law' });
  await expect(governingLaw).not.toBeInViewport();
  await contents.filter({ hasText: 'Governing law' }).click();
  await expect(governingLaw).toBeInViewport();
  await expect(governingLaw).toBeFocused();
  await expect(page.getByText(/laws of the State of Florida/)).toBeVisible();
  await expect(page).toHaveURL(/\/tos#governing-law$/);

  await page.getByRole('region', { name: '11. Governing law' }).getByRole('link', { name: 'Back to top' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInViewport();
  await expect(governingLaw).not.toBeInViewport();
});

test('/contact sends a message to support and confirms it; a refused message keeps the form', async ({ page }) => {
  const email = uniqueSender();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Send Us a Message' })).toBeVisible();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Hardcover question');
  const message = page.getByRole('textbox', { name: /^Your message/ });
  await expect(message).toHaveAttribute('placeholder', 'Describe your issue');

  // A message of only spaces passes the browser's own check but not the server's: the error names it, the rest stays.
  await message.fill('   ');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'Your message was not sent: please check the fields marked below.',
  );
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please write your message.', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Grace');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
  expect(mailsReplyingTo(email)).toEqual([]);

  await message.fill('Can the hardcover have white pages?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText(
    /Thank you, Grace! Your message has reached our support team \(reference [0-9A-F]{8}\)\./,
  );
  await expect(page.getByRole('status')).toContainText(`We will reply to ${email}.`);
  const mails = mailsReplyingTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('Can the hardcover have white pages?');
});

const CONTENT_PAGES = [
  ['/tos', 'Terms of Service'],
  ['/pp', 'Privacy Policy'],
  ['/about-us', 'ABOUT US'],
  ['/contact', 'Send Us a Message'],
  ['/pricing', 'Pricing'],
  ['/faq', 'Frequently Asked Questions'],
] as const;

for (const [path, heading] of CONTENT_PAGES) {
  test(`${path}: no critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoCriticalAxeViolations(page);
  });
}

test('the footer links Pricing and FAQ as pages: prices from the contract, photo retention from the server', async ({
  page,
}) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'OUR VALUES' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // M (25 chapters, +$3): softcover 39.99 + 3, hardcover 49.99 + 3, as step 5 charges.
  const sizeM = page.getByRole('row', { name: /M · 25 chapters/ }).first();
  await expect(sizeM).toContainText('$42.99');
  await expect(sizeM).toContainText('$52.99');
  await expect(page.getByText(/ship free at every level/)).toContainText('over $150.00');
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What happens to the photos I upload?' })).toBeVisible();
  await expect(page.getByText(/deleted automatically/)).toContainText('30 days');
});

test('landing: the sections below the fold load on the way down; the testimonials carousel works by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /A book as UNIQUE as its reader/i })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await page.getByRole('heading', { level: 2, name: '4 easy steps' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await carousel.scrollIntoViewIfNeeded();
  // The comparison table's stars have text equivalents.
  await expect(
    page
      .getByRole('row', { name: /^Uniqueness/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/3 of 3 stars/);

  const counter = carousel.getByText(/^\d\/6$/);
  await expect(counter).toHaveText('1/6');
  await carousel.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('6/6');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2/6');
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(counter).toHaveText('1/6');
  await expect(carousel.getByRole('img', { name: 'Maria R.' })).toBeVisible();
  await expectNoCriticalAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Create Your Book Now!' })).toHaveAttribute('href', '/step1');
});
