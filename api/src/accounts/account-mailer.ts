import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { SiteOrigin } from '../config/site-origin.js';
import { MailService, type MailMessage } from '../mail/mail.service.js';
import { clientRateLimitKey } from '../security/client-address.js';
import { newSecret, secretHash } from './account-cookie.js';
import {
  passwordChangedMail,
  passwordResetMail,
  signupAttemptMail,
  verificationMail,
  type MailRecipient,
} from './account-mails.js';
import { AccountMailRequestsRepository } from './account-mail-requests.repository.js';
import { AccountMailRateLimitedException } from './accounts.exception.js';
import { AccountsRepository } from './accounts.repository.js';

const VERIFY_LINK_SECONDS = 48 * 3600;
const RESET_LINK_SECONDS = 3600;

type Account = MailRecipient & { id: string };

/**
 * The e-mails of customer accounts: their links (single-use tokens; the site's address from configuration only) and
 * the limits on how many anyone can have sent, per address and per IP (docs/product/accounts.md#account-e-mails).
 */
@Injectable()
export class AccountMailer {
  private readonly logger = new Logger(AccountMailer.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly requests: AccountMailRequestsRepository,
    private readonly accounts: AccountsRepository,
    private readonly siteOrigin: SiteOrigin,
    private readonly mail: MailService,
  ) {}

  /**
   * Counts one more account e-mail asked for `email` by this request's network address, or refuses (429) when
   * either has had its share in the window. Asked before anything is looked up, so the answer is the same whether
   * or not the address has an account.
   */
  async admit(email: string, request: Request): Promise<void> {
    const limits = this.config.accounts.mail;
    await this.requests.admit(
      { email, ip: clientRateLimitKey(request), windowSeconds: limits.windowSeconds },
      (counts) => {
        if (counts.address >= limits.maxPerAddress)
          throw new AccountMailRateLimitedException('address', limits.maxPerAddress, counts.addressFreesInSeconds);
        if (counts.ip >= limits.maxPerIp)
          throw new AccountMailRateLimitedException('ip', limits.maxPerIp, counts.ipFreesInSeconds);
      },
    );
  }

  async sendVerification(account: Account): Promise<void> {
    const token = await this.newToken(account, 'verify_email', VERIFY_LINK_SECONDS);
    await this.send(verificationMail(account, this.siteOrigin.url(), token));
  }

  async sendReset(account: Account): Promise<void> {
    const token = await this.newToken(account, 'reset_password', RESET_LINK_SECONDS);
    await this.send(passwordResetMail(account, this.siteOrigin.url(), token));
  }

  /** To the owner of an address signed up with again; an account never verified gets a link to choose its password. */
  async sendSignupAttempt(owner: Account): Promise<void> {
    const token = owner.emailVerifiedAt ? undefined : await this.newToken(owner, 'reset_password', RESET_LINK_SECONDS);
    await this.send(signupAttemptMail(owner, this.siteOrigin.url(), token));
  }

  async sendPasswordChanged(account: Account): Promise<void> {
    await this.send(passwordChangedMail(account, this.siteOrigin.url()));
  }

  private async newToken(
    account: Account,
    purpose: 'verify_email' | 'reset_password',
    lifetimeSeconds: number,
  ): Promise<string> {
    const token = newSecret();
    await this.accounts.createToken(secretHash(token), account.id, purpose, lifetimeSeconds);
    return token;
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
