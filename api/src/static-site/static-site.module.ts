import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CoverModule } from '../cover/cover.module.js';
import { RemoteRegistryModule } from '../remote-registry/remote-registry.module.js';
import { StaticSiteService } from './static-site.service.js';

/**
 * Serves the built front ends; mounted ahead of the API routes by `useStaticSite()`. Accounts and covers: the page for
 * /step4 hints the cover of the draft it shows (page-head.ts).
 */
@Module({
  imports: [RemoteRegistryModule, AccountsModule, CoverModule],
  providers: [StaticSiteService],
  exports: [StaticSiteService],
})
export class StaticSiteModule {}
