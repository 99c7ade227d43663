import type { Migration } from '../migration.js';

/**
 * Each chapter of a paid book keeps the flags its checks raised ([{ rule, message }]): slips against the story bible
 * and openings or endings like the chapter before's (docs/product/book-production.md#what-every-chapter-is-checked-for),
 * for the proof's personalisation panel. Chapters stored before read as having none.
 */
export const migration0015ChapterFlags: Migration = {
  id: '0015_chapter_flags',
  sql: `
    ALTER TABLE order_chapters ADD COLUMN flags jsonb NOT NULL DEFAULT '[]';
  `,
};
