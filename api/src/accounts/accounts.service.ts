import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Account, AccountMessageReply, AccountReply, LoginRequest, MeReply, SignupRequest } from '@storyloom/contracts';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { DraftService } from '../draft/draft.service.js';
import { MailService, type MailMessage } from '../mail/mail.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { clientRateLimitKey } from '../security/client-address.js';
import { presentedVisitorId, resolveVisitorId, switchVisitor } from '../session/visitor-session.js';
import {
  ACCOUNT_COOKIE,
  SESSION_LIFETIME_SECONDS,
  accountCookieOptions,
  clearAccountCookieOptions,
  newSecret,
  presentedSessionToken,
  secretHash,
} from './account-cookie.js';
import { passwordChangedMail, passwordResetMail, signupAttemptMail, verificationMail } from './account-mails.js';
import { AccountLinkExpiredException, AccountLinkInvalidException, LoginFailedException, LoginRateLimitedException, NotSignedInException, VerificationResendTooSoonException } from './accounts.exception.js';
import { AccountsRepository, type AccountRecord, type AccountTokenPurpose } from './accounts.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { assertPasswordAllowed } from './password-policy.js';

/** The request and response of the HTTP call: accounts read and set cookies. */
export interface HttpExchange {
  request: Request;
  response: Response;
  /** The site's address for links in e-mails. */
  siteOrigin: string;
}

const VERIFY_LINK_SECONDS = 48 * 3600;
const RESET_LINK_SECONDS = 3600;
const RESEND_AFTER_SECONDS = 60;

export const FORGOT_PASSWORD_REPLY = 'If an account exists for this email address, we have sent it a link to choose a new password. The link works for one hour.';

const publicAccount = (account: AccountRecord): Account => ({ full_name: account.fullName, email: account.email, email_verified: account.emailVerifiedAt !== null });

const hasContent = (draft: Record<string, unknown>) => Object.values(draft).some((value) => value !== null && value !== undefined);

/**
 * Customer accounts (docs/product/accounts.md): signup, login, logout, e-mail verification, password reset. The
 * session is a signed cookie like the visitor's, bound to the visitor whose draft the account keeps.
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
    private readonly mail: MailService,
  ) {}

  /** An order paid with a verified account's address joins that account's orders, in the paid transition itself. */
  onModuleInit(): void {
    this.orders.onPaid(async (tx, order) => {
      const account = await this.accounts.findByEmail(order.email, tx);
      if (account?.emailVerifiedAt) await this.orders.attachPaidOrdersByEmail(account.id, account.email, { sql: tx, orderId: order.id });
    });
  }

  /**
   * POST /api/auth/signup. A new address: the account is made with the visitor's current draft, signed in, and sent
   * a verification link. An address that has an account already: the same reply (and a cookie like it), but nobody is
   * signed in and the owner is e-mailed instead, so the reply never tells whether an address has an account.
   */
  async signup(body: SignupRequest, http: HttpExchange): Promise<AccountReply> {
    assertPasswordAllowed(body.password);
    const passwordHash = await this.hasher.hash(body.password);
    let visitorId = resolveVisitorId(http.request, http.response);
    // A browser still holding another account's draft (signed in, or its session expired) starts the new one empty.
    if (await this.accounts.isAccountDraft(visitorId)) {
      visitorId = randomUUID();
      switchVisitor(http.request, http.response, visitorId);
    }
    const account = await this.accounts.insert({ id: randomUUID(), email: body.email, fullName: body.full_name, passwordHash, draftVisitorId: visitorId });
    if (!account) {
      const owner = await this.accounts.findByEmail(body.email);
      if (owner) await this.send(signupAttemptMail(owner, http.siteOrigin));
      // A cookie that signs nobody in, so the reply's headers look like a new account's too.
      http.response.cookie(ACCOUNT_COOKIE, newSecret(), accountCookieOptions(http.request));
      return { success: true, account: { full_name: body.full_name, email: body.email, email_verified: false } };
    }
    await this.sendVerification(account, http.siteOrigin);
    await this.startSession(account, visitorId, http);
    return { success: true, account: publicAccount(account) };
  }

  /**
   * POST /api/auth/login. Limited per address and per IP (failed attempts in a sliding window); an unknown address
   * spends a password check too and hears the same words as a wrong password.
   */
  async login(body: LoginRequest, http: HttpExchange): Promise<AccountReply> {
    const limits = this.config.accounts.login;
    await this.accounts.admitLogin({ email: body.email, ip: clientRateLimitKey(http.request), windowSeconds: limits.windowSeconds }, (counts) => {
      if (counts.account >= limits.maxPerAccount) throw new LoginRateLimitedException('account', limits.maxPerAccount, counts.accountFreesInSeconds);
      if (counts.ip >= limits.maxPerIp) throw new LoginRateLimitedException('ip', limits.maxPerIp, counts.ipFreesInSeconds);
    });
    const account = await this.accounts.findByEmail(body.email);
    const correct = account ? await this.hasher.verify(body.password, account.passwordHash) : await this.hasher.verifyNothing(body.password);
    if (!account || !correct) throw new LoginFailedException();
    await this.accounts.clearLoginFailures(account.email);
    return { success: true, account: publicAccount(await this.signIn(account, http)) };
  }

  /** POST /api/auth/logout: ends this browser's session; the browser gets a new, empty draft (the account keeps its own). */
  async logout(http: HttpExchange): Promise<AccountMessageReply> {
    const signedIn = await this.current(http.request);
    const token = presentedSessionToken(http.request);
    if (token) await this.accounts.deleteSession(secretHash(token));
    http.response.clearCookie(ACCOUNT_COOKIE, clearAccountCookieOptions(http.request));
    // Whoever uses this browser next must not go on writing the account's book.
    if (signedIn) switchVisitor(http.request, http.response, randomUUID());
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

  async requireCurrent(request: Request): Promise<AccountRecord> {
    const account = await this.current(request);
    if (!account) throw new NotSignedInException();
    return account;
  }

  /**
   * POST /api/auth/verify-email: the e-mailed link, once. The address counts as verified, the orders paid with it
   * join the account, and this browser is signed in (the link proves the inbox is the owner's).
   */
  async verifyEmail(token: string, http: HttpExchange): Promise<AccountReply> {
    const accountId = await this.consume(token, 'verify_email');
    const account = await this.accounts.markVerified(accountId);
    if (!account) throw new AccountLinkInvalidException();
    await this.accounts.retireTokens(account.id, 'verify_email');
    const attached = await this.orders.attachPaidOrdersByEmail(account.id, account.email);
    if (attached > 0) this.logger.log(`Account ${account.id}: ${attached} earlier order(s) attached on verification`);
    return { success: true, account: publicAccount(await this.signIn(account, http)) };
  }

  /** POST /api/auth/resend-verification: a new link for the signed-in account, at most one a minute. */
  async resendVerification(http: HttpExchange): Promise<AccountMessageReply> {
    const account = await this.requireCurrent(http.request);
    if (account.emailVerifiedAt) return { success: true, message: 'Your email address is already verified.' };
    const since = await this.accounts.secondsSinceLastToken(account.id, 'verify_email');
    if (since !== undefined && since < RESEND_AFTER_SECONDS) throw new VerificationResendTooSoonException(Math.ceil(RESEND_AFTER_SECONDS - since));
    await this.sendVerification(account, http.siteOrigin);
    return { success: true, message: `We have sent a new verification link to ${account.email}.` };
  }

  /**
   * POST /api/auth/forgot-password: the same answer, as fast, whether or not the address has an account; the link
   * is made and sent after the reply.
   */
  forgotPassword(email: string, siteOrigin: string): AccountMessageReply {
    void this.sendReset(email, siteOrigin).catch((error: unknown) => this.logger.error(`Password reset e-mail could not be sent: ${String(error)}`));
    return { success: true, message: FORGOT_PASSWORD_REPLY };
  }

  /**
   * POST /api/auth/reset-password: the e-mailed link, once, with the new password. Every session of the account
   * ends (log in again everywhere); the failed-login count of the address is cleared, and the address counts as
   * verified since the link reached its inbox.
   */
  async resetPassword(token: string, password: string, siteOrigin: string): Promise<AccountMessageReply> {
    assertPasswordAllowed(password);
    const accountId = await this.consume(token, 'reset_password');
    const account = await this.accounts.findById(accountId);
    if (!account) throw new AccountLinkInvalidException();
    await this.accounts.changePassword(account.id, await this.hasher.hash(password));
    await this.accounts.retireTokens(account.id, 'reset_password');
    await this.accounts.clearLoginFailures(account.email);
    if (!account.emailVerifiedAt) {
      await this.accounts.markVerified(account.id);
      await this.orders.attachPaidOrdersByEmail(account.id, account.email);
    }
    await this.send(passwordChangedMail(account, siteOrigin));
    return { success: true, message: 'Your password is changed. Please log in with your new password.' };
  }

  /**
   * Signs this browser in (login, verification link): the account's draft and this browser's are reconciled, and a
   * new session replaces the one the browser carried (rotation: the old cookie value stops working).
   *
   * The draft: when the account's draft is empty, the account takes this browser's; when this browser has its own
   * draft saved more recently than the account's, the account takes that one (the older stays stored, unused);
   * otherwise this browser becomes the account's visitor and shows the account's draft. A browser whose draft is
   * another account's always switches to this account's draft.
   */
  private async signIn(account: AccountRecord, http: HttpExchange): Promise<AccountRecord> {
    const browserVisitor = resolveVisitorId(http.request, http.response);
    let visitorId = account.draftVisitorId;
    if (browserVisitor !== account.draftVisitorId && (await this.accounts.isAccountDraft(browserVisitor, account.id))) {
      // This browser holds another account's draft: never merged into this one, nor given to it.
      switchVisitor(http.request, http.response, account.draftVisitorId);
    } else if (browserVisitor !== account.draftVisitorId) {
      const [accountDraft, browserDraft, saved] = await Promise.all([
        this.drafts.getDraft(account.draftVisitorId),
        this.drafts.getDraft(browserVisitor),
        this.drafts.lastSaved([account.draftVisitorId, browserVisitor]),
      ]);
      const browserNewer = hasContent(browserDraft) && (saved.get(browserVisitor)?.getTime() ?? 0) > (saved.get(account.draftVisitorId)?.getTime() ?? 0);
      if (!hasContent(accountDraft) || browserNewer) {
        await this.accounts.setDraftVisitor(account.id, browserVisitor);
        visitorId = browserVisitor;
      } else {
        switchVisitor(http.request, http.response, account.draftVisitorId);
      }
    }
    await this.startSession(account, visitorId, http);
    return { ...account, draftVisitorId: visitorId };
  }

  private async startSession(account: AccountRecord, visitorId: string, http: HttpExchange): Promise<void> {
    const previous = presentedSessionToken(http.request);
    if (previous) await this.accounts.deleteSession(secretHash(previous));
    const token = newSecret();
    await this.accounts.createSession(secretHash(token), account.id, visitorId, SESSION_LIFETIME_SECONDS);
    http.response.cookie(ACCOUNT_COOKIE, token, accountCookieOptions(http.request));
  }

  private async consume(token: string, purpose: AccountTokenPurpose): Promise<string> {
    const result = await this.accounts.consumeToken(secretHash(token), purpose);
    if (result === 'expired') throw new AccountLinkExpiredException();
    if (result === 'invalid') throw new AccountLinkInvalidException();
    return result.accountId;
  }

  private async sendVerification(account: AccountRecord, siteOrigin: string): Promise<void> {
    const token = newSecret();
    await this.accounts.createToken(secretHash(token), account.id, 'verify_email', VERIFY_LINK_SECONDS);
    await this.send(verificationMail(account, siteOrigin, token));
  }

  private async sendReset(email: string, siteOrigin: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account) return;
    const token = newSecret();
    await this.accounts.createToken(secretHash(token), account.id, 'reset_password', RESET_LINK_SECONDS);
    await this.send(passwordResetMail(account, siteOrigin, token));
  }

  /** A mail that cannot be sent is logged; the account's step itself stands (the visitor can ask again). */
  private async send(message: MailMessage): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      this.logger.error(`"${message.subject}" could not be sent: ${String(error)}`);
    }
  }
}
