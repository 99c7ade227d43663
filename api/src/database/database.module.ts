import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Database } from './database.js';

/**
 * Provides the Database that createApp opened and migrated before Nest started (so a DATABASE_URL to fix is
 * reported once, as a ConfigError, rather than logged as a crash by Nest); closes it on shutdown so PGlite
 * flushes to disk and pooled connections end cleanly.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  static forRoot(db: Database): DynamicModule {
    return { module: DatabaseModule, providers: [{ provide: Database, useValue: db }], exports: [Database] };
  }

  constructor(private readonly db: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
