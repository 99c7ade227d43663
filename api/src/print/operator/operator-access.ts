import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG, InjectConfig } from '../../config/config.module.js';
import { StaticSiteService } from '../../static-site/static-site.service.js';
import { OperatorOnlyException } from '../print.exception.js';

export const OPERATOR_COOKIE = 'storyloom_operator';
const OPERATOR_SESSION_SECONDS = 12 * 3600;
/** Where the login sends the operator when it names no page of its own. */
const DEFAULT_OPERATOR_PAGE = '/internal/lulu-test-order';

/**
 * Operators are whoever knows OPERATOR_TOKEN (docs/product/print-fulfilment.md#operators). They prove it with
 * `Authorization: Bearer <token>` (scripts) or with a cookie set by visiting `/internal/login?token=<token>`
 * (browsers). The cookie holds an HMAC of the token, never the token; changing the token logs every browser out.
 * Everyone else, and everyone when no token is configured, gets the same 404 as a path that does not exist.
 */
export class OperatorAccess {
  private readonly token: Buffer | undefined;
  private readonly cookieValue: Buffer | undefined;

  constructor(config: AppConfig) {
    this.token = config.print.operatorToken === undefined ? undefined : digest(config.print.operatorToken);
    this.cookieValue =
      config.print.operatorToken === undefined
        ? undefined
        : Buffer.from(
            createHmac('sha256', config.print.operatorToken).update('storyloom operator cookie v1').digest('base64url'),
          );
  }

  /** Compares digests, so neither the length nor the content of the token leaks through timing. */
  tokenMatches(candidate: unknown): boolean {
    return (
      this.token !== undefined &&
      typeof candidate === 'string' &&
      candidate !== '' &&
      timingSafeEqual(digest(candidate), this.token)
    );
  }

  isOperator(request: Request): boolean {
    if (this.token === undefined) return false;
    const authorization = request.headers.authorization;
    if (typeof authorization === 'string' && /^Bearer\s+/i.test(authorization))
      return this.tokenMatches(authorization.replace(/^Bearer\s+/i, '').trim());
    const cookie = (request.cookies as Record<string, unknown> | undefined)?.[OPERATOR_COOKIE];
    return (
      typeof cookie === 'string' &&
      this.cookieValue !== undefined &&
      cookie.length === this.cookieValue.length &&
      timingSafeEqual(Buffer.from(cookie), this.cookieValue)
    );
  }

  /** `GET /internal/login?token=…[&next=/internal/…]`: sets the cookie and goes on to an operator page. */
  login(request: Request, response: Response): void {
    if (!this.tokenMatches(request.query.token)) throw new OperatorOnlyException(request.method, request.path);
    const next =
      typeof request.query.next === 'string' && /^\/internal\/[A-Za-z0-9/_-]*$/.test(request.query.next)
        ? request.query.next
        : DEFAULT_OPERATOR_PAGE;
    response.cookie(OPERATOR_COOKIE, this.cookieValue!.toString(), {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.secure,
      path: '/',
      maxAge: OPERATOR_SESSION_SECONDS * 1000,
    });
    // The token must not stay in the address bar or the history.
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(303, next);
  }
}

const digest = (text: string): Buffer => createHmac('sha256', 'storyloom operator token').update(text).digest();

/**
 * The operator pages (`/internal/*`, served by the static site like every page) are behind the same check: the
 * page itself answers the site's 404 to non-operators, not only its API. Mounted after the cookie parser and the
 * path canonicalisation, before the static site.
 */
export function useOperatorPages(app: NestExpressApplication): void {
  const access = new OperatorAccess(app.get<AppConfig>(APP_CONFIG));
  const staticSite = app.get(StaticSiteService);
  app.use((request: Request, response: Response, next: NextFunction) => {
    // The path is canonical by now (security/canonical-path.ts): `/%69nternal`, `//internal` and the like arrive as
    // `/internal`. Any letter case too: no spelling of the path may reach the page without this check.
    if (!/^\/internal(\/|$)/i.test(request.path)) {
      next();
      return;
    }
    if (request.path === '/internal/login' && request.method === 'GET' && access.tokenMatches(request.query.token)) {
      access.login(request, response);
      return;
    }
    if (access.isOperator(request)) next();
    // Everyone else hears what a path that does not exist answers, to the byte.
    else staticSite.answerNotFound(request, response, next);
  });
}

/** Guards an operator API route: `@UseGuards(OperatorGuard)`. */
@Injectable()
export class OperatorGuard implements CanActivate {
  private readonly access: OperatorAccess;

  constructor(@InjectConfig() config: AppConfig) {
    this.access = new OperatorAccess(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!this.access.isOperator(request))
      throw new OperatorOnlyException(request.method, request.originalUrl.split('?')[0]!);
    return true;
  }
}
