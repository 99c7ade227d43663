import { createRequire } from 'node:module';
import { pino, type Logger as PinoLogger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** pino-pretty is a dev dependency: a production install (`npm ci --omit=dev`) may not have it. */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether log lines are pretty: LOG_PRETTY when set, else pretty only on a terminal (someone reading them) and JSON
 * lines when stdout is a pipe or file (a log collector). Never pretty when pino-pretty is not installed: JSON then.
 */
export function logsArePretty(
  log: AppConfig['log'],
  stdoutIsTerminal: boolean,
  installed = prettyInstalled(),
): boolean {
  return (log.pretty ?? stdoutIsTerminal) && installed;
}

/** The process-wide pino logger: JSON lines on stdout, or pino-pretty's lines (see logsArePretty). */
export function createLogger(log: AppConfig['log']): PinoLogger {
  return pino({
    level: log.level,
    base: { service: 'storyloom-api' },
    // Defence in depth: even if someone logs a whole request, its credentials are dropped.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.secret'],
      remove: true,
    },
    ...(logsArePretty(log, process.stdout.isTTY === true)
      ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname,service' } } }
      : {}),
  });
}
