import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { Database } from '../src/database/database.js';
import { ownTestStorage, START_TIMEOUT_MS, startTestApp, TEST_DATABASES } from './support/test-app.js';

/** Fails the start after the database was opened and migrated, the way a broken module would. */
@Injectable()
class FailsAfterTheDatabaseOpened implements OnModuleInit {
  constructor(private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await this.db.query('SELECT 1 FROM schema_migrations');
    throw new Error('this module refuses to start');
  }
}

@Module({ providers: [FailsAfterTheDatabaseOpened] })
class FailingStartModule {}

// Every HTTP suite starts its apps through startTestApp; what it creates must go, also when a test goes wrong.
describe.each(TEST_DATABASES)('startTestApp on %s', (database) => {
  it(
    'removes the data folder and schemas it made when closed',
    async () => {
      const before = await ownTestStorage();
      const app = await startTestApp({ database });
      let during;
      try {
        during = await ownTestStorage();
      } finally {
        await app.close();
      }
      expect(during.folders).toHaveLength(before.folders.length + 1);
      // On the server: the app's schema and, beside it, its job queue's (config.jobs.schema).
      const made = during.schemas.filter((schema) => !before.schemas.includes(schema));
      expect(made).toEqual(
        database === 'postgres' ? [app.config.database.schema, `${app.config.database.schema}_pgboss`] : [],
      );
      expect(await ownTestStorage()).toEqual(before);
    },
    START_TIMEOUT_MS,
  );

  it(
    'removes the data folder and schema it made when the app fails to start',
    async () => {
      const before = await ownTestStorage();
      await expect(startTestApp({ database, imports: [FailingStartModule] })).rejects.toThrow(
        'this module refuses to start',
      );
      expect(await ownTestStorage()).toEqual(before);
    },
    START_TIMEOUT_MS,
  );
});
