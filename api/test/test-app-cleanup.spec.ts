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
  it('removes the data folder and schema it made when closed', async () => {
    const before = await ownTestStorage();
    const app = await startTestApp({ database });
    const during = await ownTestStorage();
    expect(during.folders).toHaveLength(before.folders.length + 1);
    // On the server: the app's schema and, beside it, the job queue's (`<schema>_pgboss`).
    expect(during.schemas).toHaveLength(before.schemas.length + (database === 'postgres' ? 2 : 0));
    await app.close();
    expect(await ownTestStorage()).toEqual(before);
  }, START_TIMEOUT_MS);

  it('removes the data folder and schema it made when the app fails to start', async () => {
    const before = await ownTestStorage();
    await expect(startTestApp({ database, imports: [FailingStartModule] })).rejects.toThrow('this module refuses to start');
    expect(await ownTestStorage()).toEqual(before);
  }, START_TIMEOUT_MS);
});
