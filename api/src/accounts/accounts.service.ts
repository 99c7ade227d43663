import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type {
  Account,
  AccountMessageReply,
  AccountReply,
  LoginRequest,
  MeReply,
  SignupRequest,
} from '@storyloom/contracts';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { DraftService } from '../draft/draft.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { clientRateLimitKey } from '../security/client-address.js';
import {
  accountDraftKey,
  browserVisitorId,
  isStandInVisitor,
  presentedVisitorId,
  switchVisitor,
  useAccountDraft,
} from '../session/visitor-session.js';
import {
  ACCOUNT_COOKIE,
  SESSION_LIFETIME_SECONDS,
  accountCookieOptions,
  clearAccountCookieOptions,
  newSecret,
  presentedSessionToken,
  secretHash,
} from './account-cookie.js';
import { AccountMailer } from './account-mailer.js';
import {
  AccountLinkExpiredException,
  AccountLinkInvalidException,
  LoginFailedException,
  LoginRateLimitedException,
  NotSignedInException,
  VerificationNeedsLoginException,
  VerificationResendTooSoonException,
} from './accounts.exception.js';
import { AccountsRepository, type AccountRecord, type AccountTokenPurpose } from './accounts.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { assertPasswordAllowed } from './password-policy.js';

/** The request and response of the HTTP call: accounts read and set cookies. */
export interface HttpExchange {
  request: Request;
  response: Response;
}

const RESEND_AFTER_SECONDS = 60;

export const FORGOT_PASSWORD_REPLY =
  'If an account exists for this email address, we have sent it a link to choose a new password. The link works for one hour.';

const publicAccount = (account: AccountRecord): Account => ({
  full_name: account.fullName,
  email: account.email,
  email_verified: account.emailVerifiedAt !== null,
});

const hasContent = (draft: Record<string, unknown>) =>
  Object.values(draft).some((value) => value !== null && value !== undefined);

/**
 * Customer accounts (docs/product/accounts.md): signup, login, logout, e-mail verification, password reset. The
 * session is a signed cookie like the visitor's, bound to this browser's visitor id; a signed-in request works on the
 * account's draft (account-draft.middleware.ts), and every signup, login, logout and new password gives the browser a
 * new visitor id, so a copy of an earlier cookie reaches nothing of the account.
 */
@Injectable()
export class AccountsService implements OnModuleInit {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly drafts: DraftService,
    private readonly orders: OrdersService,
    private readonly mailer: AccountMailer,
  ) {}

  /**
   * An order paid with a verified account's address joins that account's orders, in the paid transition itself. An
   * address counts as verified only once its owner proved the password too (a link opened signed in, or a reset).
   */
  onModuleInit(): void {
    this.orders.onPaid(async (tx, order) => {
      const account = await this.accounts.findByEmail(order.email, tx);
      if (account?.emailVerifiedAt)
        await this.orders.attachPaidOrdersByEmail(account.id, account.email, { sql: tx, orderId: order.id });
    });
  }

  /**
   * POST /api/auth/signup. A new address: the account is made with this browser's draft, signed in (with a new
   * visitor id), and sent a verification link. An address that has an account already: the same reply (and cookies
   * like it), but nobody is signed in and the owner is e-mailed instead, so the reply never tells whether an address
   * has an account. Counts as an account e-mail for the limits either way.
   */
  async signup(body: SignupRequest, http: HttpExchange): Promise<AccountReply> {
    assertPasswordAllowed(body.password);
    await this.mailer.admit(body.email, http.request);
    const passwordHash = await this.hasher.hash(body.password);
    // The browser's own draft becomes the account's; a browser signed in to another account, or holding another
    // account's old key (a stand-in visitor), starts the new one empty.
    const ownDraft = !isStandInVisitor(http.request) && !(await this.current(http.request));
    const draftKey = ownDraft ? browserVisitorId(http.request, http.response) : randomUUID();
    const account = await this.accounts.insert({
      id: randomUUID(),
      email: body.email,
      fullName: body.full_name,
      passwordHash,
      draftVisitorId: draftKey,
    });
    if (!account) {
      const owner = await this.accounts.findByEmail(body.email);
      if (owner) await this.mailer.sendSignupAttempt(owner);
      // Cookies that sign nobody in and keep this browser's draft, so the reply's headers look like a new account's too.
      http.response.cookie(ACCOUNT_COOKIE, newSecret(), accountCookieOptions(http.request));
      switchVisitor(http.request, http.response, browserVisitorId(http.request, http.response));
      return { success: true, account: { full_name: body.full_name, email: body.email, email_verified: false } };
    }
    await this.mailer.sendVerification(account);
    await this.startSession(account, http);
    return { success: true, account: publicAccount(account) };
  }

  /**
   * POST /api/auth/login. Limited per address and per IP (failed attempts in a sliding window); an unknown address
   * spends a password check too and hears the same words as a wrong password.
   */
  async login(body: LoginRequest, http: HttpExchange): Promise<AccountReply> {
    const limits = this.config.accounts.login;
    await this.accounts.admitLogin(
      { email: body.email, ip: clientRateLimitKey(http.request), windowSeconds: limits.windowSeconds },
      (counts) => {
        if (counts.account >= limits.maxPerAccount)
          throw new LoginRateLimitedException('account', limits.maxPerAccount, counts.accountFreesInSeconds);
        if (counts.ip >= limits.maxPerIp)
          throw new LoginRateLimitedException('ip', limits.maxPerIp, counts.ipFreesInSeconds);
      },
    );
    const account = await this.accounts.findByEmail(body.email);
    const correct = account
      ? await this.hasher.verify(body.password, account.passwordHash)
      : await this.hasher.verifyNothing(body.password);
    if (!account || !correct) throw new LoginFailedException();
    await this.accounts.clearLoginFailures(account.email);
    return { success: true, account: publicAccount(await this.signIn(account, http)) };
  }

  /**
   * POST /api/auth/logout: ends this browser's session; the browser gets a new visitor id and an empty draft (the
   * account keeps its own, which the old visitor id no longer reaches).
   */
  async logout(http: HttpExchange): Promise<AccountMessageReply> {
    const token = presentedSessionToken(http.request);
    if (token) await this.accounts.deleteSession(secretHash(token));
    http.response.clearCookie(ACCOUNT_COOKIE, clearAccountCookieOptions(http.request));
    switchVisitor(http.request, http.response, randomUUID());
    return { success: true, message: 'You are logged out.' };
  }

  /** GET /api/auth/me. */
  async me(request: Request): Promise<MeReply> {
    const account = await this.current(request);
    return { account: account ? publicAccount(account) : null };
  }

  /**
   * The signed-in account of this request: an unexpired session whose token the signed cookie carries, bound to the
   * visitor this browser is (a session cookie taken to a browser with another visitor cookie signs nobody in).
   */
  async current(request: Request): Promise<AccountRecord | undefined> {
    const token = presentedSessionToken(request);
    if (!token) return undefined;
    const session = await this.accounts.findSession(secretHash(token));
    if (!session || session.visitorId !== presentedVisitorId(request)) return undefined;
    return session.account;
  }

  /**
   * The draft a page load shows, decided as AccountDraftMiddleware decides it for API requests (the static site answers
   * pages before Nest's middleware runs): the account's draft when signed in; none for a browser whose visitor id is
   * an account's draft key without that account's session (its API requests work on a stand-in's draft: no hint is
   * safer than one for the wrong draft); else the browser's own visitor id. Undefined for a browser with no visitor cookie.
   */
  async pageDraftKey(request: Request): Promise<string | undefined> {
    const browser = presentedVisitorId(request);
    if (browser === undefined) return undefined;
    const account = await this.current(request);
    if (account) return account.draftVisitorId;
    return (await this.accounts.isAccountDraft(browser)) ? undefined : browser;
  }

  async requireCurrent(request: Request): Promise<AccountRecord> {
    const account = await this.current(request);
    if (!account) throw new NotSignedInException();
    return account;
  }

  /**
   * POST /api/auth/verify-email: the e-mailed link, once, opened by a browser signed in to its account. The link
   * proves the inbox and the session proves the password (signup or login): together, that whoever owns the inbox
   * chose the password. Only then does the address count as verified and the orders paid with it join the account.
   * Opened anywhere else (say by the owner of an address someone else signed up with), it changes nothing and stays
   * usable; that owner takes the account over by choosing a password through the inbox (forgot-password, or the link
   * of a new signup's e-mail).
   */
  async verifyEmail(token: string, http: HttpExchange): Promise<AccountReply> {
    const signedIn = await this.current(http.request);
    if (!signedIn) throw new VerificationNeedsLoginException();
    await this.consume(token, 'verify_email', signedIn.id);
    const account = await this.accounts.markVerified(signedIn.id);
    if (!account) throw new AccountLinkInvalidException();
    await this.accounts.retireTokens(account.id, 'verify_email');
    const attached = await this.orders.attachPaidOrdersByEmail(account.id, account.email);
    if (attached > 0) this.logger.log(`Account ${account.id}: ${attached} earlier order(s) attached on verification`);
    return { success: true, account: publicAccount(account) };
  }

  /** POST /api/auth/resend-verification: a new link for the signed-in account, at most one a minute. */
  async resendVerification(http: HttpExchange): Promise<AccountMessageReply> {
    const account = await this.requireCurrent(http.request);
    if (account.emailVerifiedAt) return { success: true, message: 'Your email address is already verified.' };
    const since = await this.accounts.secondsSinceLastToken(account.id, 'verify_email');
    if (since !== undefined && since < RESEND_AFTER_SECONDS)
      throw new VerificationResendTooSoonException(Math.ceil(RESEND_AFTER_SECONDS - since));
    await this.mailer.admit(account.email, http.request);
    await this.mailer.sendVerification(account);
    return { success: true, message: `We have sent a new verification link to ${account.email}.` };
  }

  /**
   * POST /api/auth/forgot-password: the same answer, as fast, whether or not the address has an account (the limits
   * count every address asked for); the link is made and sent after the reply.
   */
  async forgotPassword(email: string, request: Request): Promise<AccountMessageReply> {
    await this.mailer.admit(email, request);
    void this.sendReset(email).catch((error: unknown) =>
      this.logger.error(`Password reset e-mail could not be sent: ${String(error)}`),
    );
    return { success: true, message: FORGOT_PASSWORD_REPLY };
  }

  /**
   * POST /api/auth/reset-password: the e-mailed link, once, with the new password. Every session of the account
   * ends (log in again everywhere), and a browser signed in gets a new visitor id; the failed-login count of the
   * address is cleared; the address counts as verified, since its owner chose this password through the inbox (so a
   * reset takes over an account someone else signed up with this address, and its orders join it).
   */
  async resetPassword(token: string, password: string, http: HttpExchange): Promise<AccountMessageReply> {
    assertPasswordAllowed(password);
    const accountId = await this.consume(token, 'reset_password');
    const account = await this.accounts.findById(accountId);
    if (!account) throw new AccountLinkInvalidException();
    await this.accounts.changePassword(account.id, await this.hasher.hash(password));
    await this.accounts.retireTokens(account.id, 'reset_password');
    await this.accounts.retireTokens(account.id, 'verify_email');
    await this.accounts.clearLoginFailures(account.email);
    if (!account.emailVerifiedAt) {
      await this.accounts.markVerified(account.id);
      await this.orders.attachPaidOrdersByEmail(account.id, account.email);
    }
    if (accountDraftKey(http.request) !== undefined) {
      http.response.clearCookie(ACCOUNT_COOKIE, clearAccountCookieOptions(http.request));
      switchVisitor(http.request, http.response, randomUUID());
    }
    // Greeted as the account was before: a name typed before anyone verified the address is not mailed.
    await this.mailer.sendPasswordChanged(account);
    return { success: true, message: 'Your password is changed. Please log in with your new password.' };
  }

  /**
   * Signs this browser in (login): the account's draft and this browser's are reconciled, and the browser gets a new
   * visitor id and a new session (rotation: the old cookie values stop working).
   *
   * The draft: when the account's draft is empty, the account takes this browser's; when this browser has its own
   * draft saved more recently than the account's, the account takes that one (the older stays stored, unused);
   * otherwise the browser works on the account's draft. A browser signed in (to this account or another), or working as a
   * stand-in visitor, brings no draft of its own: another account's draft is never merged into this one, nor given to it.
   */
  private async signIn(account: AccountRecord, http: HttpExchange): Promise<AccountRecord> {
    let draftKey = account.draftVisitorId;
    if (!isStandInVisitor(http.request) && !(await this.current(http.request))) {
      const browserVisitor = browserVisitorId(http.request, http.response);
      if (browserVisitor !== draftKey && !(await this.accounts.isAccountDraft(browserVisitor))) {
        const [accountDraft, browserDraft, saved] = await Promise.all([
          this.drafts.getDraft(draftKey),
          this.drafts.getDraft(browserVisitor),
          this.drafts.lastSaved([draftKey, browserVisitor]),
        ]);
        const browserNewer =
          hasContent(browserDraft) &&
          (saved.get(browserVisitor)?.getTime() ?? 0) > (saved.get(draftKey)?.getTime() ?? 0);
        if (!hasContent(accountDraft) || browserNewer) {
          await this.accounts.setDraftVisitor(account.id, browserVisitor);
          draftKey = browserVisitor;
        }
      }
    }
    const signedIn = { ...account, draftVisitorId: draftKey };
    await this.startSession(signedIn, http);
    return signedIn;
  }

  /**
   * A new session for this browser, under a new visitor id (the one the browser had, and any copy of it, reach
   * nothing of the account afterwards); the request goes on working on the account's draft.
   */
  private async startSession(account: AccountRecord, http: HttpExchange): Promise<void> {
    const previous = presentedSessionToken(http.request);
    if (previous) await this.accounts.deleteSession(secretHash(previous));
    const browserVisitor = randomUUID();
    switchVisitor(http.request, http.response, browserVisitor);
    useAccountDraft(http.request, account.draftVisitorId);
    const token = newSecret();
    await this.accounts.createSession(secretHash(token), account.id, browserVisitor, SESSION_LIFETIME_SECONDS);
    http.response.cookie(ACCOUNT_COOKIE, token, accountCookieOptions(http.request));
  }

  private async consume(token: string, purpose: AccountTokenPurpose, accountId?: string): Promise<string> {
    const result = await this.accounts.consumeToken(secretHash(token), purpose, accountId);
    if (result === 'expired') throw new AccountLinkExpiredException();
    if (result === 'invalid') throw new AccountLinkInvalidException();
    if (result === 'other_account') throw new VerificationNeedsLoginException();
    return result.accountId;
  }

  private async sendReset(email: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (account) await this.mailer.sendReset(account);
  }
}
