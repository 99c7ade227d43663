import { Module } from '@nestjs/common';
import { RemoteRegistryModule } from '../remote-registry/remote-registry.module.js';
import { StaticSiteService } from './static-site.service.js';

/** Serves the built front ends; mounted ahead of the API routes by `useStaticSite()`. */
@Module({ imports: [RemoteRegistryModule], providers: [StaticSiteService], exports: [StaticSiteService] })
export class StaticSiteModule {}
