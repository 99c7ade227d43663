import { z } from 'zod';
import { configSection } from '../config/config-section.js';
import { flag } from '../config/env-parsers.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `pretty` undefined: pretty on a terminal, JSON otherwise (logging/logger.ts). */
export interface LogConfig {
  level: LogLevel;
  pretty?: boolean;
}

export const loggingSection = configSection({
  name: 'logging',
  env: {
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Unset: pretty on a terminal (when pino-pretty is installed), JSON lines otherwise (a log collector). */
    LOG_PRETTY: flag.optional(),
  },
  secrets: [],
  build: (vars): { log: LogConfig } => ({
    log: { level: vars.LOG_LEVEL, ...(vars.LOG_PRETTY === undefined ? {} : { pretty: vars.LOG_PRETTY }) },
  }),
});
