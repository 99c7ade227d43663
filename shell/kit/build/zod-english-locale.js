// What zod's locale index is in the front ends' builds: English only (see zod-english-only.ts).
export { default as en } from 'zod/v4/locales/en.js';
