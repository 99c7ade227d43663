import { join } from 'node:path';
import { z } from 'zod';
import { configSection, type DataDirNeeds } from '../config/config-section.js';
import { wholeNumber } from '../config/env-parsers.js';

/** A paid book's production: writing concurrency, stage retries, when a silent stage counts as crashed. */
export interface ProductionConfig {
  writingConcurrency: number;
  retries: number;
  retryDelaySeconds: number;
  staleSeconds: number;
  /** DATA_DIR/print-outbox: what would be sent to the printer, one folder per order. */
  printOutboxDir: string;
  /** The buyer's proof (docs/product/proof.md): reminder days, automatic approval (undefined: never), requests allowed. */
  proof: { reminderDays: number[]; autoApproveDays: number | undefined; requestsMax: number };
}

/**
 * A paid book's production (docs/product/book-production.md). At most BOOK_WRITING_CONCURRENCY chapters are written
 * at once (13: after chapters 1 to 3, which are written one after another, the other 37 of a 40-chapter book go in
 * three rounds, so a provider taking 20 s a chapter has the book print-ready within 150 s; 13 chapters of a few
 * thousand tokens each stay within the per-minute limits of OpenAI's usage tier 2 and up; lower it for a tier-1
 * key); it is where writing starts, halved on 429s and timeouts (a local server with
 * one slot) and grown back after successes. Each stage job is tried PRODUCTION_RETRIES more times (crashes and
 * infrastructure: a chapter out of the writer's retry budget fails the order at once), waiting
 * PRODUCTION_RETRY_DELAY_SECONDS then about twice as long each time; a stage whose worker has not been heard of for
 * PRODUCTION_STALE_SECONDS (it crashed) is handed back to the queue.
 */
export const productionSection = configSection({
  name: 'production',
  env: {
    BOOK_WRITING_CONCURRENCY: wholeNumber(1, 32).default(13),
    PRODUCTION_RETRIES: wholeNumber(0, 20).default(3),
    PRODUCTION_RETRY_DELAY_SECONDS: wholeNumber(1, 3600).default(30),
    PRODUCTION_STALE_SECONDS: wholeNumber(3, 3600).default(60),
    /**
     * The buyer's proof (docs/product/proof.md): reminders after these many days in "Ready for your review" (a list,
     * e.g. "3,7"; empty for none), approval on the buyer's behalf after PROOF_AUTO_APPROVE_DAYS (unset: never), and
     * the plain-words requests allowed per order.
     */
    PROOF_REMINDER_DAYS: z
      .string()
      .regex(/^\s*(\d{1,3}\s*(,\s*\d{1,3}\s*)*)?$/, 'must be whole numbers of days separated by commas, e.g. 3,7')
      .default('3,7')
      .transform((value) =>
        value
          .split(',')
          .map((day) => day.trim())
          .filter((day) => day !== '')
          .map(Number)
          .filter((day) => day > 0)
          .sort((a, b) => a - b),
      ),
    PROOF_AUTO_APPROVE_DAYS: wholeNumber(1, 365).optional(),
    PROOF_REQUESTS_MAX: wholeNumber(0, 1000).default(20),
  },
  secrets: [],
  build: (vars, { dataDir }: DataDirNeeds): { production: ProductionConfig } => ({
    production: {
      writingConcurrency: vars.BOOK_WRITING_CONCURRENCY,
      retries: vars.PRODUCTION_RETRIES,
      retryDelaySeconds: vars.PRODUCTION_RETRY_DELAY_SECONDS,
      staleSeconds: vars.PRODUCTION_STALE_SECONDS,
      printOutboxDir: join(dataDir, 'print-outbox'),
      proof: {
        reminderDays: vars.PROOF_REMINDER_DAYS,
        autoApproveDays: vars.PROOF_AUTO_APPROVE_DAYS,
        requestsMax: vars.PROOF_REQUESTS_MAX,
      },
    },
  }),
});
