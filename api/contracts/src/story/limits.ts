/**
 * Bounds of Step 2's story details and summary. They leave room for anything a visitor would type (a premise is
 * a paragraph, a summary a couple of pages) while keeping one draft, and one prompt, small. The front end
 * mirrors them as `maxLength`.
 */
export const STORY_LIMITS = {
  titleMaxLength: 120,
  /** A genre, style or tone entry, chosen or typed. */
  choiceMaxLength: 100,
  premiseMaxLength: 1000,
  /** Style and tone entries per list. */
  choicesPerList: 10,
  /** The story summary (story_outline), generated or edited by the visitor. */
  summaryMaxLength: 20_000,
} as const;

/** The defaults (docs/product/step2-premise.md#rules) for the fields a visitor may leave empty. */
export const DEFAULT_BOOK_TITLE = 'Untitled Book';
export const DEFAULT_STYLE = 'General';
export const DEFAULT_TONE = 'Neutral';
