/**
 * One versioned schema change. Kept as a TypeScript module exporting SQL (not a .sql file) because tsc only
 * copies .ts output into dist; the SQL ships with the build automatically.
 */
export interface Migration {
  /** Sortable, never renamed once released: `0001_platform`, `0002_…`. */
  readonly id: string;
  readonly sql: string;
}
