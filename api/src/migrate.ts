// `npm run migrate -w @storyloom/api`: brings the database up to date and exits, for a deployment of several API and
// worker processes (README, "Running on many machines"): run it once per release before starting the new processes.
// Every process also migrates when it starts, under the same advisory lock (database/migrator.ts), so processes
// started side by side wait for each other rather than race; this step only keeps that wait out of their starts.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadMigrateConfig } from './config/app-config.js';
import { startupFailureMessage } from './config/startup-failure.js';
import { openDatabase } from './database/open-database.js';
import { createLogger } from './logging/logger.js';
import { NestPinoLogger } from './logging/nest-logger.adapter.js';
import { resolveSessionSecret } from './session/session-secret.js';

async function migrate(): Promise<void> {
  const config = loadMigrateConfig(process.env);
  const logger = createLogger(config.log);
  Logger.overrideLogger(new NestPinoLogger(logger));
  const database = await openDatabase(config.database);
  try {
    // The shared session secret too (created once, or adopted from DATA_DIR/session-secret), so the first processes
    // to start find it made.
    await resolveSessionSecret(database, config.session);
  } finally {
    await database.close();
  }
  logger.info({ schema: config.database.schema }, 'database up to date');
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(startupFailureMessage(error));
    process.exit(1);
  },
);
