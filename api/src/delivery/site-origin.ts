import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { ownOrigin } from '../security/same-origin.js';

/**
 * The site's address for links that leave the page (checkout return links, e-mails): PUBLIC_ORIGIN when set,
 * else the origin the visitor's browser used (honouring TRUST_PROXY, like the same-origin check).
 */
@Injectable()
export class SiteOrigin {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  of(request: Request): string {
    return this.config.payment.publicOrigin ?? ownOrigin(request) ?? `${request.protocol}://${request.host}`;
  }
}
