/**
 * Bounds a real character form needs. They keep one draft small (the whole Step 1 payload stays far below the
 * API's body limit) while leaving room for anything a visitor would plausibly type. The front end mirrors them
 * as `maxLength` on its inputs so the browser never lets a visitor type past what the server accepts.
 */
export const CHARACTER_LIMITS = {
  /** The main character plus this many supporting characters. */
  maxSupportingCharacters: 12,
  nameMaxLength: 60,
  /** One tag (a personality trait, skill, hobby, quirk or fear) and one relation. */
  tagMaxLength: 100,
  tagsPerList: 20,
  /** The text a visitor is still typing into a 'Custom...' box. */
  customTextMaxLength: 100,
  extraInfoMaxLength: 2000,
  /** Largest whole-number age; fantasy characters may be centuries old. */
  maxAge: 9999,
} as const;
