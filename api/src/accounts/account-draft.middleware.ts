import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { presentedVisitorId, useAccountDraft, useStandInVisitor } from '../session/visitor-session.js';
import { presentedSessionToken, secretHash } from './account-cookie.js';
import { AccountsRepository } from './accounts.repository.js';

/**
 * Decides, before any handler, which draft an API request works on (docs/product/accounts.md#the-draft):
 * - signed in (a session bound to this browser's visitor cookie): the account's draft, on every device;
 * - not signed in, with a visitor id that is an account's draft key (a cookie copied before a signup or login, kept
 *   from before visitor ids were rotated, or sent by a request that left before this browser's own login's reply came
 *   back): nothing of the account; a stand-in visitor, and a new cookie on the next page load (useStandInVisitor);
 * - otherwise the browser's own draft.
 */
@Injectable()
export class AccountDraftMiddleware implements NestMiddleware {
  constructor(private readonly accounts: AccountsRepository) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    try {
      const browser = presentedVisitorId(request);
      if (browser !== undefined) {
        const token = presentedSessionToken(request);
        const session = token ? await this.accounts.findSession(secretHash(token)) : undefined;
        if (session && session.visitorId === browser) useAccountDraft(request, session.account.draftVisitorId);
        else if (await this.accounts.isAccountDraft(browser)) useStandInVisitor(request, browser);
      }
      next();
    } catch (error) {
      next(error);
    }
  }
}
