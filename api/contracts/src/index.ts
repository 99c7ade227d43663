export * from './errors.js';
export * from './storable-text.js';
export * from './remotes.js';
export * from './exposed-components.js';
export * from './browser-storage.js';
export * from './analytics.js';
export * from './options.js';
export * from './pricing.js';
/**
 * The book size's public face: codes, labels and the codecs that carry it over the wire. The conversions between
 * a code and its request value or item type (bookSizeFromRequest, itemTypeOf, parseItemType) stay inside
 * book-size.ts on purpose: code elsewhere decodes and encodes through these schemas, never by hand (issue 28).
 */
export {
  BOOK_SIZE_CODES,
  BOOK_SIZE_REQUEST_MESSAGE,
  bookSizeChoiceSchema,
  bookSizeCodeSchema,
  bookSizeRequestSchema,
  isBookSize,
  itemTypeSchema,
  type BookItem,
  type BookSizeChoice,
  type BookSizeChoiceInput,
} from './book-size.js';
export * from './characters/index.js';
export * from './story/index.js';
export * from './outline/index.js';
export * from './cover/index.js';
export * from './health.js';
export * from './draft-progress.js';
export * from './accounts.js';
export * from './digital-edition.js';
export * from './contact.js';
export * from './site.js';
/**
 * zod itself, for the contract's other entries (`@storyloom/contracts/delivery`): they import it from here, so a
 * remote that uses them takes the zod inside the shared contract the shell provides instead of bundling a second
 * copy (22 KB gzipped) into its own code.
 */
export { z } from 'zod';
export * from './samples.js';
export * from './printable-text.js';
