/**
 * The proof's "What's personal in this book" panel (docs/product/proof-personal.md): the text of each page of the
 * typeset interior, and every detail the buyer gave with its pages and flags. Pure functions; the proof module calls
 * them with the order's frozen characters, gift details and story bible.
 */
export { pageTexts } from './page-texts.js';
export { personalDetails, type PersonalDetailsInput } from './personal-details.js';
