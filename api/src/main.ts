// Decorator metadata must be available before any Nest module is evaluated.
import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { loadConfig } from './config/app-config.js';
import { startupFailureMessage } from './config/startup-failure.js';
import { serverReadyBlock } from './config/startup-summary.js';
import { createLogger } from './logging/logger.js';

/** In-flight requests get this long to finish on SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    // Fail fast with the variable's name, before anything else starts.
    console.error(startupFailureMessage(error));
    process.exit(1);
  }
  const logger = createLogger(config.log);
  const app = await createApp(config, { logger });
  await app.listen(config.server.port, config.server.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.server.port;
  // One human block for whoever started it; the JSON line for a log collector.
  process.stdout.write(serverReadyBlock(config, port));
  logger.info({ address, mode: config.mode }, 'Storyloom listening');

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // app.close() stops accepting connections, waits for in-flight requests, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

bootstrap().catch((error: unknown) => {
  console.error(startupFailureMessage(error));
  process.exit(1);
});
