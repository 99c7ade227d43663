import type { Migration } from '../migration.js';

/**
 * Token usage per generation, as the provider reported it (stream_options.include_usage), so an operator can sum
 * what the writing costs by task and by day. NULL for the offline writer and for providers that report none.
 */
export const migration0003GenerationUsage: Migration = {
  id: '0003_generation_usage',
  sql: `
    ALTER TABLE generation_events
      ADD COLUMN prompt_tokens integer CHECK (prompt_tokens >= 0),
      ADD COLUMN completion_tokens integer CHECK (completion_tokens >= 0);
  `,
};
