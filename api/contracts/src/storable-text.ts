import { z } from 'zod';

/**
 * NUL, and a UTF-16 surrogate half without its partner (what JSON's "\ud800" escape yields): PostgreSQL can
 * store neither in text or jsonb, so letting one through turns a visitor's typo into a server error.
 */
const UNSTORABLE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE_CHARACTER.test(text);
}

/**
 * The one text type of every request field: a string (`typeError`, by default `<label> must be text`, otherwise) holding only
 * characters the database can keep (`<label> contains a character that cannot be saved` otherwise). Chain the
 * field's own rules after it: `storableText('Premise').trim().min(1, ...)`.
 */
export function storableText(label: string, typeError = `${label} must be text`): z.ZodString {
  return z
    .string({ error: typeError })
    .refine(isStorableText, `${label} contains a character that cannot be saved (a NUL or an unpaired surrogate)`);
}
