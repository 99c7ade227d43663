import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { configSection } from '../config/config-section.js';
import { seconds, wholeNumber } from '../config/env-parsers.js';

/**
 * The print provider and the operators. `lulu` is set only when both keys are; its secret also signs Lulu's
 * webhooks. `operatorToken` unset: operator routes answer 404 to everyone.
 */
export interface PrintConfig {
  lulu?: { clientKey: string; clientSecret: string; apiUrl: string; pollIntervalMs: number };
  /** Where paid books go (PRINT_BOOKS_AT): to Lulu, or to the local print outbox. */
  booksGoTo: 'lulu' | 'outbox';
  /** The status poll (PRINT_STATUS_POLL_*): its cron schedule, how long an order must have been quiet, how many per run. */
  statusPoll: { cron: string; quietSeconds: number; batch: number };
  operatorToken?: string;
  /** OPERATOR_EMAIL: where a production or print failure is reported (production/failure-alerts.ts); unset, only logged. */
  operatorEmail?: string;
}

/**
 * Printing with Lulu (docs/product/print-fulfilment.md). Without LULU_CLIENT_KEY and LULU_CLIENT_SECRET nothing is
 * sent to Lulu. LULU_API_URL defaults to Lulu's sandbox (https://api.lulu.com is the live service). The client
 * secret also verifies Lulu's webhooks. OPERATOR_TOKEN opens the operator pages and their API; unset, they answer
 * 404 to everyone.
 */
export const printSection = configSection({
  name: 'print',
  env: {
    LULU_CLIENT_KEY: z.string().min(1).optional(),
    LULU_CLIENT_SECRET: z.string().min(1).optional(),
    LULU_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.sandbox.lulu.com' })
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://api.sandbox.lulu.com'),
    /** How often Lulu is asked whether its check of a PDF has ended (the checks take seconds to minutes). */
    LULU_POLL_SECONDS: seconds(0.05, 600).default(5),
    /**
     * Where paid books go: `lulu` (the default when its keys are set) or the local print `outbox` (the default
     * without). `outbox` with keys set keeps Lulu for operators' test orders while books stay on this machine, e.g.
     * on a staging server.
     */
    PRINT_BOOKS_AT: z.enum(['lulu', 'outbox'], { error: 'must be lulu or outbox' }).optional(),
    /**
     * The status poll, the fallback when Lulu's webhook does not arrive (only with Lulu's keys): when it runs (a cron
     * expression in UTC), how long an order at Lulu must have heard nothing before it is asked about, and how many
     * orders one run asks about at most.
     */
    PRINT_STATUS_POLL_CRON: z
      .string()
      .trim()
      .regex(
        /^[\w*/,?#-]+(\s+[\w*/,?#-]+){4,5}$/,
        'must be a cron expression of 5 (or 6, with seconds) fields, such as */30 * * * *',
      )
      .default('*/30 * * * *'),
    PRINT_STATUS_POLL_QUIET_SECONDS: wholeNumber(0, 30 * 24 * 3600).default(3 * 3600),
    PRINT_STATUS_POLL_BATCH: wholeNumber(1, 1000).default(50),
    OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters (e.g. `openssl rand -base64 32`)').optional(),
    /**
     * Who is told when a paid book's production or print hand-off fails for good, or Lulu stops its print job (the
     * customer reads "Our team has been told"): one e-mail per failure. Unset, the failure is only logged (and shown on /internal/orders).
     */
    OPERATOR_EMAIL: z.email({ error: 'must be an e-mail address such as operators@storyloom.example' }).optional(),
  },
  secrets: ['LULU_CLIENT_SECRET', 'OPERATOR_TOKEN'],
  build(vars): { print: PrintConfig } {
    if (Boolean(vars.LULU_CLIENT_KEY) !== Boolean(vars.LULU_CLIENT_SECRET)) {
      throw new ConfigError(
        "Invalid configuration:\n  - LULU_CLIENT_KEY, LULU_CLIENT_SECRET: set both (from Lulu's API keys page), or neither",
      );
    }
    const luluKeys = Boolean(vars.LULU_CLIENT_KEY && vars.LULU_CLIENT_SECRET);
    if (vars.PRINT_BOOKS_AT === 'lulu' && !luluKeys) {
      throw new ConfigError(
        'Invalid configuration:\n  - PRINT_BOOKS_AT: lulu needs LULU_CLIENT_KEY and LULU_CLIENT_SECRET',
      );
    }
    return {
      print: {
        booksGoTo: vars.PRINT_BOOKS_AT ?? (luluKeys ? 'lulu' : 'outbox'),
        statusPoll: {
          cron: vars.PRINT_STATUS_POLL_CRON,
          quietSeconds: vars.PRINT_STATUS_POLL_QUIET_SECONDS,
          batch: vars.PRINT_STATUS_POLL_BATCH,
        },
        ...(vars.LULU_CLIENT_KEY && vars.LULU_CLIENT_SECRET
          ? {
              lulu: {
                clientKey: vars.LULU_CLIENT_KEY,
                clientSecret: vars.LULU_CLIENT_SECRET,
                apiUrl: vars.LULU_API_URL,
                pollIntervalMs: Math.round(vars.LULU_POLL_SECONDS * 1000),
              },
            }
          : {}),
        ...(vars.OPERATOR_TOKEN ? { operatorToken: vars.OPERATOR_TOKEN } : {}),
        ...(vars.OPERATOR_EMAIL ? { operatorEmail: vars.OPERATOR_EMAIL } : {}),
      },
    };
  },
});
