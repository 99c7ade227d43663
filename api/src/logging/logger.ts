import { pino, type Logger as PinoLogger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/**
 * The process-wide pino logger: JSON lines on stdout. pino-pretty (a dev dependency) is used only when
 * LOG_PRETTY=true, so production never loads it.
 */
export function createLogger(log: AppConfig['log']): PinoLogger {
  return pino({
    level: log.level,
    base: { service: 'storyloom-api' },
    // Defence in depth: even if someone logs a whole request, its credentials are dropped.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.secret'],
      remove: true,
    },
    ...(log.pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
