import { OUTLINE_LIMITS, STORY_LIMITS } from '@storyloom/contracts';
import type { WrittenChapter } from '../writing.types.js';

/**
 * The checks every generated text passes before it is stored (issue 24, F3: "no text reaches paper that a check
 * has not passed"). Pure functions, one per kind of text, each answering the named problems it found; an empty
 * list means the text may be stored. Repairs are only the ones that cannot lose the buyer's words: a lone heading
 * line above a chapter, an assistant's closing line below it.
 */
export type TextProblem =
  | 'empty'
  | 'too-short'
  | 'too-long'
  | 'assistant-phrasing'
  | 'heading-line'
  | 'markdown'
  | 'restarted';

/** A chapter below this share of its target is a fragment ("a 60-character chapter was accepted"). */
export const MIN_SHARE_OF_TARGET = 0.5;
/** Above this multiple of its target a chapter has run away (the writer's own cap is 15 characters a word). */
export const MAX_MULTIPLE_OF_TARGET = 3;
/** A summary shorter than this many words says nothing about the story. */
export const MIN_SUMMARY_WORDS = 25;
/** A continuation that starts over repeats at least this many words of the text's beginning. */
const RESTART_WORDS = 12;

/**
 * Words only a chat assistant writes, never a storyteller: refusals anywhere; offers and sign-offs as a whole
 * paragraph at the start or the end. Dialogue like "I'm sorry, Mum" stays prose: a refusal needs its "but I can't".
 */
const REFUSALS = [
  /\bI(?:'|’)?m sorry,? but I (?:can(?:'|’)?t|cannot|am unable|won(?:'|’)?t)\b/i,
  /\bI (?:can(?:'|’)?t|cannot|am unable to|won(?:'|’)?t) (?:help|assist|write|comply|fulfil+|create|provide|continue)\b[^.!?\n]{0,40}\b(?:request|content|story|chapter|summary|outline)\b/i,
  /\bas an AI\b/i,
  /\bas a (?:large )?language model\b/i,
  /\bI(?:'|’)?m (?:just )?an AI\b/i,
];
/** An opening paragraph that talks to the customer ("Sure! Here is chapter 2…", "Certainly, here's the summary:"). */
const OPENING_OFFER =
  /^(?:(?:sure|certainly|of course|absolutely|okay|ok|great)\b[!,.:]?\s*)?(?:here(?:'|’)?s|here is|below is|this is)\b[^\n]{0,80}\b(?:chapter|story|summary|outline|text|version)\b/i;
const OPENING_INTERJECTION = /^(?:sure|certainly|of course|absolutely)[!.]\s*$/i;
/** A closing paragraph that talks to the customer ("I hope you enjoyed this chapter!", "Let me know if..."). */
const CLOSING_OFFER =
  /^(?:I hope (?:you|this|that)\b|let me know\b|feel free\b|would you like\b|if you(?:'|’)?d like\b|shall I\b|do you want me\b|I can (?:also|continue|write)\b)/i;
/** 'Chapter 2: Title', 'Chapter Two', '# Title', '**Chapter 2**' as a line of its own. */
const HEADING_LINE = /^\s*(?:#{1,6}\s|\*\*\s*chapter\b|_{2}\s*chapter\b|chapter\s+(?:\d+|[a-z-]+)\s*(?:[:.\-–—]|$))/i;
const MARKDOWN = [/\*\*|__/, /^\s*#{1,6}\s/m, /^\s*```/m, /^\s*(?:[-*+•]|\d+[.)])\s+\S/m];

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
const comparable = (text: string) => wordsOf(text.toLowerCase().replace(/[^\p{L}\p{N}\s]+/gu, ' '));

/** True when the text talks like an assistant: a refusal anywhere, an offer or sign-off opening or closing it. */
export function hasAssistantPhrasing(text: string): boolean {
  if (REFUSALS.some((pattern) => pattern.test(text))) return true;
  const paragraphs = paragraphsOf(text);
  const first = paragraphs[0]?.split('\n')[0] ?? '';
  const last = paragraphs.at(-1)?.split('\n').at(-1) ?? '';
  return OPENING_OFFER.test(first) || OPENING_INTERJECTION.test(first) || CLOSING_OFFER.test(last);
}

/**
 * True when the text starts over: its opening words come back later (a continuation after the token cap that
 * began the text again, and the summary "saved twice over").
 */
export function hasRestarted(text: string): boolean {
  const words = comparable(text);
  if (words.length < RESTART_WORDS * 2) return false;
  const opening = words.slice(0, RESTART_WORDS).join(' ');
  return ` ${words.slice(RESTART_WORDS).join(' ')} `.includes(` ${opening} `);
}

/**
 * True when a heading or a long line (a sentence of 8 words or more) comes twice: a summary continued after the
 * token cap that wrote a section again ("saved twice over").
 */
export function hasRepeatedLine(text: string): boolean {
  const seen = new Set<string>();
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (!/^#{1,6} /.test(line) && wordsOf(line).length < 8) continue;
    const key = comparable(line).join(' ');
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/**
 * The demo writer (the offline writer) tells each chapter's events once and never pads them out to the target
 * (padding is what repeated its sentences), so its chapters are short by design; its floor is its own, the fewest
 * words of a chapter that still tells something (docs/product/book-production.md). Every other writer is held to
 * its target.
 */
export const DEMO_WRITER_MIN_CHAPTER_WORDS = 40;

/** The fewest words a chapter of this writer may have, asked for `targetWords`. */
export function minimumChapterWords(writer: string, targetWords: number): number {
  return writer === 'offline' ? DEMO_WRITER_MIN_CHAPTER_WORDS : targetWords * MIN_SHARE_OF_TARGET;
}

/** The problems of a chapter's prose, against the length it was asked for (and the writer's floor). */
export function checkChapter(
  text: string,
  targetWords: number,
  minimumWords = targetWords * MIN_SHARE_OF_TARGET,
): TextProblem[] {
  const problems: TextProblem[] = [];
  const words = wordsOf(text).length;
  if (words === 0) return ['empty'];
  if (words < minimumWords) problems.push('too-short');
  if (words > targetWords * MAX_MULTIPLE_OF_TARGET) problems.push('too-long');
  if (hasAssistantPhrasing(text)) problems.push('assistant-phrasing');
  if (text.split('\n').some((line) => HEADING_LINE.test(line) && wordsOf(line).length <= 12))
    problems.push('heading-line');
  if (MARKDOWN.some((pattern) => pattern.test(text))) problems.push('markdown');
  if (hasRestarted(text)) problems.push('restarted');
  return problems;
}

/**
 * The safe repairs of a chapter: a lone heading line at the top ('Chapter 2: The Gate', '# The Gate') and an
 * assistant's paragraph at the very start ("Sure! Here is chapter 2:") or end ("I hope you enjoyed this
 * chapter!") are removed, as long as they are one short paragraph each. Anything else is left for the check.
 */
export function repairChapter(text: string): string {
  const paragraphs = paragraphsOf(text);
  while (paragraphs.length > 1 && isLeadingChatter(paragraphs[0]!)) paragraphs.shift();
  while (paragraphs.length > 1 && wordsOf(paragraphs.at(-1)!).length <= 40 && CLOSING_OFFER.test(paragraphs.at(-1)!))
    paragraphs.pop();
  return paragraphs.join('\n\n');
}

/** A short paragraph above a chapter that is a heading line or an assistant's offer, safe to remove. */
export function isLeadingChatter(paragraph: string): boolean {
  const short = !paragraph.trim().includes('\n') && wordsOf(paragraph).length <= 20;
  return (
    short &&
    (HEADING_LINE.test(paragraph) ||
      OPENING_OFFER.test(paragraph.trim()) ||
      OPENING_INTERJECTION.test(paragraph.trim()))
  );
}

/** True when a paragraph (or the start of one) is an assistant's sign-off ("I hope you enjoyed..."). */
export const isClosingChatter = (paragraph: string): boolean => CLOSING_OFFER.test(paragraph.trim());

/** True when the text holds a refusal ("I'm sorry, but I can't...", "As an AI"). */
export const hasRefusal = (text: string): boolean => REFUSALS.some((pattern) => pattern.test(text));

/**
 * The problems of a summary. A summary is Markdown by design (its '#' title, sections, '@' characters and '$'
 * moments), so headings are its shape, not a fault; code fences, refusals and restarts are.
 */
export function checkSummary(text: string): TextProblem[] {
  const problems: TextProblem[] = [];
  const body = text.replace(/^#{1,6} .*$/gm, '');
  const words = wordsOf(body).length;
  if (words === 0) return ['empty'];
  if (words < MIN_SUMMARY_WORDS) problems.push('too-short');
  if (text.length > STORY_LIMITS.summaryMaxLength) problems.push('too-long');
  if (hasAssistantPhrasing(body.trim())) problems.push('assistant-phrasing');
  if (/^\s*```/m.test(text)) problems.push('markdown');
  if (hasRepeatedLine(text) || hasRestarted(body)) problems.push('restarted');
  return problems;
}

/** The problems of one outline entry: its title and synopsis are printed in the book's contents and read by the writer. */
export function checkOutlineEntry(chapter: Pick<WrittenChapter, 'title' | 'synopsis'>): TextProblem[] {
  const problems: TextProblem[] = [];
  if (chapter.title.trim() === '' || chapter.synopsis.trim() === '') return ['empty'];
  if (
    chapter.synopsis.length > OUTLINE_LIMITS.synopsisMaxLength ||
    chapter.title.length > OUTLINE_LIMITS.titleMaxLength
  )
    problems.push('too-long');
  if (hasAssistantPhrasing(chapter.title) || hasAssistantPhrasing(chapter.synopsis))
    problems.push('assistant-phrasing');
  if (/^\s*(?:#|chapter\s+\d+\s*[:.\-–—])/i.test(chapter.title)) problems.push('heading-line');
  if (MARKDOWN.some((pattern) => pattern.test(chapter.title) || pattern.test(chapter.synopsis)))
    problems.push('markdown');
  return problems;
}

/** The safe repairs of an outline entry's title: a 'Chapter 7:' or '#' prefix and emphasis marks come off. */
export function repairOutlineTitle(title: string): string {
  return title
    .replace(/^\s*#{1,6}\s*/, '')
    .replace(/\*\*|__/g, '')
    .replace(/^\s*chapter\s+(?:\d+|[a-z-]+)\s*[:.\-–—]\s*(?=\S)/i, '')
    .trim();
}

/**
 * The problems of a back-cover blurb (issue 25): 60–120 words of plain prose, printed as it is. No Markdown and
 * none of the summary's markers ('#', '%', '@', '$'), which would print as themselves; no assistant talk.
 */
export function checkBlurb(text: string, words: { min: number; max: number }): TextProblem[] {
  const count = wordsOf(text).length;
  if (count === 0) return ['empty'];
  const problems: TextProblem[] = [];
  if (count < words.min) problems.push('too-short');
  if (count > words.max) problems.push('too-long');
  if (hasAssistantPhrasing(text)) problems.push('assistant-phrasing');
  if (HEADING_LINE.test(text.split('\n')[0] ?? '')) problems.push('heading-line');
  if (MARKDOWN.some((pattern) => pattern.test(text)) || /[#%@$*_`]/.test(text)) problems.push('markdown');
  return problems;
}

/** A story-bible fact is kept only when it is a plain statement: no assistant talk, no markup. */
export function checkFact(fact: string): TextProblem[] {
  const problems: TextProblem[] = [];
  if (fact.trim() === '') return ['empty'];
  if (hasAssistantPhrasing(fact)) problems.push('assistant-phrasing');
  if (MARKDOWN.some((pattern) => pattern.test(fact))) problems.push('markdown');
  return problems;
}
