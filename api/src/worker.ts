// `npm run worker`: works the job queue in a process of its own, with no HTTP server. Run the API with WORKERS=0
// beside it so only this process works jobs (several workers may run at once: pg-boss hands each job to one).
import 'reflect-metadata';
import { createWorkerContext } from './app.factory.js';
import { loadWorkerConfig } from './config/app-config.js';
import { startupFailureMessage } from './config/startup-failure.js';
import { workerReadyBlock } from './config/startup-summary.js';
import { createLogger } from './logging/logger.js';

/** Running jobs get JOBS_SHUTDOWN_GRACE_MS (8 s) to finish; this bounds the whole stop. */
const SHUTDOWN_GRACE_MS = 10_000;

async function work(): Promise<void> {
  let config;
  try {
    config = loadWorkerConfig(process.env);
  } catch (error) {
    console.error(startupFailureMessage(error));
    process.exit(1);
  }
  const logger = createLogger(config.log);
  const context = await createWorkerContext(config, { logger });
  process.stdout.write(workerReadyBlock(config));
  logger.info({ pid: process.pid, mode: config.mode }, 'Storyloom worker running: working the job queue');

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    setTimeout(() => {
      logger.error('worker shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    context.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'worker shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

work().catch((error: unknown) => {
  console.error(startupFailureMessage(error));
  process.exit(1);
});
