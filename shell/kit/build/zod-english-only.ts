import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';

/**
 * zod's classic entry re-exports every one of its ~50 locales as a namespace (`z.locales`, `z.core.locales`), which
 * no bundler can shake, and the contract is shared whole as a Module Federation singleton: every page that validates
 * anything downloaded and compiled ~200 KB (minified) of error messages in languages the site never shows
 * (colinhacks/zod#6050). Storyloom speaks English only, and English is the locale zod configures itself with, so
 * the front ends' builds resolve zod's locale index to this folder's `zod-english-locale.js`, which exports `en`
 * alone. The API (Node, not bundled) and jest keep zod untouched.
 */
const ZOD_LOCALE_INDEX = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;
/** The shim's file name, in this folder (shared-library-chunk.ts keeps it out of the shared libraries' chunk). */
export const ZOD_ENGLISH_LOCALE_FILE = 'zod-english-locale.js';
const ENGLISH_ONLY = fileURLToPath(new URL(`./${ZOD_ENGLISH_LOCALE_FILE}`, import.meta.url));

export const zodEnglishOnly = () => new rspack.NormalModuleReplacementPlugin(ZOD_LOCALE_INDEX, ENGLISH_ONLY);
