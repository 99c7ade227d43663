import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AccountsModule } from './accounts/accounts.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { CharactersModule } from './characters/characters.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import type { AppConfig } from './config/app-config.js';
import type { Clock } from './config/clock.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { CoverModule } from './cover/cover.module.js';
import type { Database } from './database/database.js';
import { DatabaseModule } from './database/database.module.js';
import { DeliveryModule } from './delivery/delivery.module.js';
import { DraftModule } from './draft/draft.module.js';
import { DraftProgressModule } from './draft-progress/draft-progress.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { OutlineModule } from './outline/outline.module.js';
import { PremiseModule } from './premise/premise.module.js';
import { PrintModule } from './print/print.module.js';
import { DigitalEditionModule } from './production/digital-edition/digital-edition.module.js';
import { BookPreviewModule } from './production/preview/book-preview.module.js';
import { ProductionModule } from './production/production.module.js';
import { ProofModule } from './production/proof/proof.module.js';
import { RemoteRegistryModule } from './remote-registry/remote-registry.module.js';
import { SamplesModule } from './samples/samples.module.js';
import { SiteModule } from './site/site.module.js';
import { StaticSiteModule } from './static-site/static-site.module.js';

/**
 * One module per wizard step, in wizard order, then the paid book's production, /step5's book preview, the progress
 * across the steps, and printing the paid book.
 */
const STEP_MODULES = [
  CharactersModule,
  PremiseModule,
  OutlineModule,
  CoverModule,
  DeliveryModule,
  ProductionModule,
  BookPreviewModule,
  DraftProgressModule,
  PrintModule,
  AccountsModule,
  DigitalEditionModule,
  ProofModule,
];
const PLATFORM_MODULES = [
  DraftModule,
  JobsModule,
  HealthModule,
  AnalyticsModule,
  RemoteRegistryModule,
  SiteModule,
  ContactModule,
  SamplesModule,
  StaticSiteModule,
];

@Module({})
export class AppModule {
  /**
   * `database` is already open and migrated, `sessionSecret` resolved with it (see createApp). `extraImports` lets tests mount a test-only
   * controller on the real application; `clock` lets them fix the time (the system's otherwise).
   */
  static forRoot(
    config: AppConfig,
    database: Database,
    sessionSecret: string,
    extraImports: NonNullable<ModuleMetadata['imports']> = [],
    clock?: Clock,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, sessionSecret, clock),
        DatabaseModule.forRoot(database),
        ...PLATFORM_MODULES,
        ...STEP_MODULES,
        ...extraImports,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
