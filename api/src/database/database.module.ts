import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Database } from './database.js';
import { openDatabase } from './open-database.js';

/**
 * Provides the Database, migrated, before any other provider is created; closes it on shutdown so PGlite
 * flushes to disk and pooled connections end cleanly.
 */
@Global()
@Module({
  providers: [{ provide: Database, inject: [APP_CONFIG], useFactory: (config: AppConfig) => openDatabase(config.database) }],
  exports: [Database],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(private readonly db: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
