import { Controller, Get, Header } from '@nestjs/common';
import { siteInfoSchema, type SiteInfo } from '@storyloom/contracts';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';

/**
 * GET /api/site: the public contact facts an operator configured (SUPPORT_EMAIL or, in a demo, DEMO_SUPPORT_EMAIL,
 * SITE_PHONE, SOCIAL_*_URL) and the
 * photo retention the privacy policy states. Nothing here is secret; there is no logic beyond the configuration.
 */
@Controller('site')
export class SiteController {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiZodResponse(siteInfoSchema)
  info(): SiteInfo {
    const { site, coverStorage } = this.config;
    return {
      supportEmail: site.supportEmail ?? null,
      demoSupportEmail: site.demoSupportEmail ?? null,
      phone: site.phone ?? null,
      social: site.social,
      photoRetentionDays: coverStorage.photoRetentionDays,
    };
  }
}
