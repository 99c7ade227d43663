import { Module } from '@nestjs/common';
import { StaticSiteService } from './static-site.service.js';

/** Serves the built front ends; mounted ahead of the API routes by `useStaticSite()`. */
@Module({ providers: [StaticSiteService], exports: [StaticSiteService] })
export class StaticSiteModule {}
