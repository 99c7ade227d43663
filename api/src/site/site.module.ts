import { Module } from '@nestjs/common';
import { SiteController } from './site.controller.js';

/** The site's public, configured facts (GET /api/site). */
@Module({ controllers: [SiteController] })
export class SiteModule {}
