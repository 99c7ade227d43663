import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eRun } from '../support/e2e-dirs.mjs';
import { completeStepsOneToFour, fillLondon } from '../support/step5.js';
import { completeStepsOneAndTwo } from '../support/wizard-state.js';

/**
 * Accounts (docs/product/accounts.md): signing up in the middle of the wizard keeps the book, logging in on another
 * browser brings it back (the server's draft is the truth), and 'My orders' finds the orders paid with the address.
 */

const PASSWORD = 'lantern-quay-4187';
const BOOK_TITLE = 'The Lantern of Gull Bay';

let counter = 0;
/** A new address per test and retry: an address has one account. */
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;

const topBar = (page: Page) => page.getByRole('banner');

/**
 * A new browser context starts with an empty cache: its first page downloads the shell and the remote again, which
 * on a loaded CI machine has taken longer than the usual 20 s, so its first check waits longer.
 */
const COLD_PAGE_MS = 45_000;

async function signUp(page: Page, email: string) {
  await page.getByLabel(/^Full Name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The link of the newest mail to `to` that points at `page` (the API writes mails to DATA_DIR/outbox). */
async function mailedLink(to: string, page: '/verify-email' | '/reset-password'): Promise<string> {
  const outbox = join(e2eRun().dataDir, 'outbox');
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
          if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
          const found = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[A-Za-z0-9_%-]+`).exec(raw);
          if (found) return (link = found[0]);
        }
        return undefined;
      },
      { message: `a mail to ${to} with a ${page} link` },
    )
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test('signing up mid-wizard keeps the book; after logging out, logging in on another browser brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('midwizard');
  await completeStepsOneAndTwo(page);
  await page.goto('/step2');
  await expect(page.getByRole('textbox', { name: 'Book title' })).toHaveValue(BOOK_TITLE);

  await topBar(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await signUp(page, email);

  // Back where the visitor was, with the book as it was, and signed in.
  await expect(page).toHaveURL(/\/step2$/);
  await expect(page.getByRole('textbox', { name: 'Book title' })).toHaveValue(BOOK_TITLE);
  await expect(topBar(page).getByText('Ada Lovelace')).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'My orders' })).toBeVisible();

  await topBar(page).getByRole('button', { name: 'Log out' }).click();
  await expect(topBar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto('/login');
    await expect(second.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible({ timeout: COLD_PAGE_MS });
    await logIn(second, email);
    await expect(second.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(second.getByText(/Please verify your e-mail address/)).toBeVisible();
    await second.goto('/step2');
    await expect(second.getByRole('textbox', { name: 'Book title' })).toHaveValue(BOOK_TITLE);
  } finally {
    await other.close();
  }
});

test("a wrong password is refused with the server's message and the e-mail stays in the form", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('wrongpassword');
  await page.goto('/signup');
  await signUp(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await topBar(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);

  await logIn(page, email, 'not-the-password-1');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page).toHaveURL(/\/login/);
});

test("a paid order joins the account once its e-mail is verified, and shows in 'My orders' on another browser", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('orders');
  await completeStepsOneToFour(page);
  await page.goto('/step5');
  await fillLondon(page);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$[\d.]+ \(TEST\)$/ }).click();
  // The confirmation page's remote loads after the test payment page: on a loaded machine that took over 20 s.
  await expect(page.getByText(/^Your payment was received/)).toBeVisible({ timeout: COLD_PAGE_MS });

  await page.goto('/signup?next=%2Faccount');
  await signUp(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();

  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByText(`Thank you: ${email} is verified.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to My orders' }).click();
  const order = page.getByRole('listitem', { name: /^Order / });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(BOOK_TITLE);
  await expect(page.getByText(/Please verify your e-mail address/)).toHaveCount(0);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto('/account');
    await expect(second.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible({ timeout: COLD_PAGE_MS });
    await expect(second).toHaveURL(/\/login\?next=%2Faccount$/);
    await logIn(second, email);
    const listed = second.getByRole('listitem', { name: /^Order / });
    await expect(listed).toContainText(BOOK_TITLE);
    await listed.getByRole('link', { name: 'Order status' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
  } finally {
    await other.close();
  }
});
