import { Logger, RequestMethod, type INestApplicationContext, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from './app.module.js';
import { useStripeWebhookBody } from './delivery/stripe-webhook-body.js';
import { useOperatorPages } from './print/operator/operator-access.js';
import { useLuluWebhookBody } from './print/webhooks/lulu-webhook-body.js';
import { shedLoad } from './common/load-shedding.js';
import { requireSupportedBodyType } from './common/supported-body-type.middleware.js';
import type { AppConfig } from './config/app-config.js';
import type { Clock } from './config/clock.js';
import { openDatabase } from './database/open-database.js';
import { createLogger } from './logging/logger.js';
import { NestPinoLogger } from './logging/nest-logger.adapter.js';
import { createRequestLogger } from './logging/request-logging.js';
import { useOpenApi } from './openapi/openapi.setup.js';
import { refuseUnknownHosts } from './security/allowed-hosts.js';
import { useCanonicalPaths } from './security/canonical-path.js';
import { RATE_LIMIT_IPV6_PREFIX_SETTING } from './security/client-address.js';
import { refuseCrossOriginWrites } from './security/same-origin.js';
import { securityHeaders } from './security/security-headers.js';
import { resolveSessionSecret } from './session/session-secret.js';
import { useVisitorSessions } from './session/session.setup.js';
import { useStaticSite } from './static-site/static-site.setup.js';

export interface CreateAppOptions {
  /** Extra modules mounted on the real app (tests use it for a test-only controller). */
  imports?: ModuleMetadata['imports'];
  /** Defaults to a pino logger built from `config.log`. */
  logger?: PinoLogger;
  /** The time the app lives at (CLOCK); the system's unless a test fixes it. */
  clock?: Clock;
}

export const API_PREFIX = 'api';

/**
 * Builds the fully configured application (not yet listening), used by main.ts and by the tests alike, so
 * tests exercise exactly what production runs. Middleware order matters and is: security headers, load shedding, request log,
 * the allowed-host check, path canonicalisation, the same-origin check of state-changing requests, cookies, static site (outside /api), body parsers with
 * limits, body-type check; then Nest's routes.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const logger = options.logger ?? createLogger(config.log);
  const nestLogger = new NestPinoLogger(logger);
  // What NestFactory.create does first; done here so the migrations' log lines are JSON lines too.
  Logger.overrideLogger(nestLogger);
  // Opened before Nest: a failure here (e.g. DATABASE_URL naming a missing database) reaches the caller as one
  // ConfigError, where inside Nest's module loading it would also be logged as a crash with its stack.
  const database = await openDatabase(config.database);
  let app: NestExpressApplication;
  let sessionSecret: string;
  try {
    sessionSecret = await resolveSessionSecret(database, config.session);
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, database, sessionSecret, options.imports, options.clock),
      {
        logger: nestLogger,
        bodyParser: false, // registered below with the configured limits, after the static site
        abortOnError: false, // a failed start throws to the caller instead of exiting the process
      },
    );
  } catch (error) {
    await database.close(); // Nest never started, so its shutdown hook will not close it
    throw error;
  }
  try {
    app.disable('x-powered-by');
    app.set('trust proxy', config.server.trustProxy);
    app.set(RATE_LIMIT_IPV6_PREFIX_SETTING, config.server.rateLimitIpv6Prefix);
    app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'get_book_size', method: RequestMethod.GET }] });

    app.use(securityHeaders());
    app.use(shedLoad(config.server.maxRequestsInFlight, logger)); // before any work (logging, cookies, body) is spent on a request refused
    app.use(createRequestLogger(logger));
    app.use(refuseUnknownHosts(config)); // before anything answers: no page, cookie or link for a host an attacker names
    app.use(useCanonicalPaths); // one spelling of the path for everything after it (routes, the operator gate, files)
    app.use(refuseCrossOriginWrites); // before cookies: a refused request never resolves (or creates) a visitor
    useVisitorSessions(app, sessionSecret);
    useOperatorPages(app); // /internal/* answers 404 to all but operators, before the static site serves the page
    useStaticSite(app);
    useStripeWebhookBody(app, config.server.bodyLimit); // raw bytes for the signature check, before the JSON parser
    useLuluWebhookBody(app, config.server.bodyLimit);
    app.useBodyParser('json', { limit: config.server.bodyLimit });
    app.useBodyParser('urlencoded', { limit: config.server.bodyLimit, extended: false });
    app.use(`/${API_PREFIX}`, requireSupportedBodyType);
    useOpenApi(app);

    await app.init();
  } catch (error) {
    // A module that fails to start (its onModuleInit throws) must not leave the others running: the job queue may
    // already be polling and the database is open. Closing runs every shutdown hook; the database is closed last
    // whatever those hooks do.
    await app.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  return app;
}

/**
 * The same modules without the HTTP side, for `npm run worker` (worker.ts): every module registers its queues as
 * in the API, and this process works their jobs. `config.jobs.workers` should be true (the worker sets it).
 */
export async function createWorkerContext(
  config: AppConfig,
  options: Pick<CreateAppOptions, 'logger'> = {},
): Promise<INestApplicationContext> {
  const logger = options.logger ?? createLogger(config.log);
  const nestLogger = new NestPinoLogger(logger);
  Logger.overrideLogger(nestLogger);
  const database = await openDatabase(config.database);
  try {
    const sessionSecret = await resolveSessionSecret(database, config.session);
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, database, sessionSecret), {
      logger: nestLogger,
      abortOnError: false,
    });
    await context.init();
    return context;
  } catch (error) {
    await database.close();
    throw error;
  }
}
