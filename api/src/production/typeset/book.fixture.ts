import sharp from 'sharp';
import type { BookToTypeset } from './typesetter.js';

/** Deterministic prose for layout tests: sentences of plain words, ~`words` per chapter, paragraphs of 3–6 sentences. */
const WORDS =
  'the lantern river morning garden whispered carefully bright together quietly window mountain across under remembered because little golden listened forest wonder laughed stepped beneath suddenly kitchen promise friendly journey painted silver'.split(
    ' ',
  );

function prose(chapter: number, words: number): string {
  let seed = chapter * 7919;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const paragraphs: string[] = [];
  let count = 0;
  while (count < words) {
    const sentences: string[] = [];
    const n = 3 + Math.floor(next() * 4);
    for (let s = 0; s < n; s++) {
      const length = 8 + Math.floor(next() * 12);
      const sentence = Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
      sentences.push(sentence[0].toUpperCase() + sentence.slice(1) + (next() < 0.15 ? '!' : '.'));
      count += length;
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}

/** Distinct titles for up to 60 chapters, so a test can find each one in order. */
export function chapterTitle(index: number): string {
  const word = WORDS[index % WORDS.length];
  return `${word[0].toUpperCase()}${word.slice(1)} ${index < WORDS.length ? 'Ahead' : 'Again'}`;
}

/** A plain cover PNG at print size (COVER_PRINT: 1875 × 2775 px, 300 dpi), one colour with a lighter band. */
export async function coverPng(colour = '#2f5d50'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1875" height="2775"><rect width="1875" height="2775" fill="${colour}"/><rect y="900" width="1875" height="500" fill="#e8d9a8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function fixtureBook(
  chapterCount: number,
  overrides: Partial<BookToTypeset> = {},
  wordsPerChapter = 650,
): Promise<BookToTypeset> {
  return {
    title: 'The Map of Tomorrow',
    byline: 'A story for Ada',
    dedication: 'For Ada, who draws the maps.',
    chapters: Array.from({ length: chapterCount }, (_, index) => ({
      number: index + 1,
      title: chapterTitle(index),
      text: prose(index + 1, wordsPerChapter),
    })),
    backCoverBlurb:
      'Ada finds a map that redraws itself every night. Where it leads, she follows — and what she finds there changes her village for ever.',
    readingLevel: 'Average',
    binding: 'softcover',
    paperColor: 'cream',
    coverFrontPng: await coverPng(),
    ...overrides,
  };
}
