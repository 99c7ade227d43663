import { fontFor, type BookFontKey } from './typst-engine.js';

/** What setting a book's texts found: characters no bundled font draws, and whether the Japanese fonts are needed. */
export class FontUse {
  readonly dropped = new Set<string>();
  japanese = false;
}

/** Drawn as nothing by design (controls, zero-width joiners, bidi marks, variation selectors): left out, no loss. */
const INVISIBLE = /\p{Cc}|\p{Cf}|\p{Variation_Selector}/u;

/**
 * Text as the bundled fonts can print it. Typst is told never to fall back to a font we did not name (a system
 * font would make the book depend on the machine); each face names its fallbacks (typst-engine.ts), so a
 * character prints when the face or one of them draws it. Anything none draws (emoji, scripts we do not cover)
 * is left out and reported in `use.dropped`: the pipeline then refuses to print the book. Invisible characters
 * go; line breaks stay for the caller to split paragraphs on; typewriter quotes are curled (curlyQuotes).
 */
export function printableText(text: string, fontKey: BookFontKey, use: FontUse): string {
  let out = '';
  for (const character of curlyQuotes(text.normalize('NFC'))) {
    if (character === '\n' || character === ' ') {
      out += character;
    } else if (/\s/u.test(character)) {
      out += ' ';
    } else if (INVISIBLE.test(character)) {
      // left out: control and format characters and variation selectors have nothing to print
    } else {
      const font = fontFor(fontKey, character.codePointAt(0)!);
      if (font) {
        out += character;
        if (font.japanese) use.japanese = true;
      } else {
        use.dropped.add(character);
      }
    }
  }
  return out;
}

/**
 * Typewriter quotes as a printed book sets them: Typst curls quotes typed in its markup, but the book arrives as
 * strings, which it prints as they are. An apostrophe inside or at the end of a word (Grandma's, the '90s,
 * rock 'n' roll's trailing one) curls right; a quote after a space, an opening bracket or a dash opens; any other
 * closes.
 */
export function curlyQuotes(text: string): string {
  return text
    .replace(/(?<=\p{L}|\p{N})'(?=\p{L})/gu, '\u2019')
    .replace(/(?<=^|[\s([{\u2014\u2013-])'(?=\d{2}s?\b)/gu, '\u2019')
    .replace(/(?<=^|[\s([{\u2014\u2013-])"/gu, '\u201C')
    .replace(/"/g, '\u201D')
    .replace(/(?<=^|[\s([{\u2014\u2013\u201C-])'/gu, '\u2018')
    .replace(/'/g, '\u2019');
}

/** Paragraphs: separated by blank lines; single line breaks inside a paragraph join with a space. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) =>
      paragraph
        .replace(/\s*\n\s*/g, ' ')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .filter((paragraph) => paragraph.length > 0);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** "Chapter Twenty-One": words read better than digits on an opening page; digits from 100 on. */
export function chapterLabel(number: number): string {
  if (number <= 0 || number >= 100) return `Chapter ${number}`;
  const words =
    number < 20 ? ONES[number] : `${TENS[Math.floor(number / 10)]}${number % 10 ? `-${ONES[number % 10]}` : ''}`;
  return `Chapter ${words}`;
}

/** Shortens a running head to whole words with an ellipsis, so it stays on one line above the text. */
export function runningHead(text: string, max = 46): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * The opening of a chapter's first paragraph split for a raised initial: the first letter (with any opening quote
 * before it), the rest of the first words (set in small capitals) and the remainder. No initial when the paragraph
 * does not start with a letter within its first two characters.
 */
export function splitOpening(paragraph: string): { initial: string | null; leadWords: string; rest: string } {
  const match = /^(\p{P}?\p{L})(\S*(?:\s+\S+){0,2})(.*)$/su.exec(paragraph);
  if (!match) return { initial: null, leadWords: '', rest: paragraph };
  return { initial: match[1], leadWords: match[2], rest: match[3] };
}
