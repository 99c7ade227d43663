import { describe, expect, it } from '@jest/globals';
import { parseDetailedOutline, renderDetailedOutline, renderOutlineChapter } from './detailed-outline-text.js';

const chapters = [
  { number: 1, title: 'The Letter', synopsis: 'Ada finds a letter.\nIt is addressed to her grandmother.' },
  { number: 2, title: 'Into the Woods: Part One', synopsis: 'Ada and Bo follow the map.' },
];

describe('renderDetailedOutline', () => {
  it("writes a '**Chapter N: title**' marker line, then the synopsis, chapters separated by a blank line", () => {
    expect(renderDetailedOutline(chapters)).toBe(
      '**Chapter 1: The Letter**\nAda finds a letter.\nIt is addressed to her grandmother.\n\n**Chapter 2: Into the Woods: Part One**\nAda and Bo follow the map.',
    );
  });

  it('keeps a title on its marker line and never lets it close the marker early', () => {
    expect(renderOutlineChapter({ number: 3, title: 'The\n**Big** End', synopsis: 'x' })).toBe(
      '**Chapter 3: The *Big* End**\nx',
    );
  });

  it('keeps a synopsis line that looks like a marker as plain text', () => {
    const text = renderDetailedOutline([{ number: 1, title: 'A', synopsis: 'Before.\n**Chapter 9: Fake**\nAfter.' }]);
    expect(parseDetailedOutline(text).chapters).toEqual([
      { number: 1, title: 'A', synopsis: 'Before.\nChapter 9: Fake**\nAfter.' },
    ]);
  });
});

describe('parseDetailedOutline', () => {
  it('gives back the chapters it was rendered from', () => {
    expect(parseDetailedOutline(renderDetailedOutline(chapters))).toEqual({ intro: '', chapters });
  });

  it('keeps text before the first marker as the intro, and a text without markers whole', () => {
    expect(parseDetailedOutline('Outline for Ada\n\n**Chapter 1: A**\nB').intro).toBe('Outline for Ada');
    expect(parseDetailedOutline('Just some text.\nMore.')).toEqual({ intro: 'Just some text.\nMore.', chapters: [] });
  });

  it('tolerates spacing, Windows line ends, and a synopsis starting on the marker line', () => {
    expect(parseDetailedOutline('  **chapter  4 :  Storm  **  It rains.\r\nThey hide.').chapters).toEqual([
      { number: 4, title: 'Storm', synopsis: 'It rains.\nThey hide.' },
    ]);
  });

  it('holds back a marker that is still being written, so a streaming outline never shows half a heading', () => {
    for (const partial of ['**', '**Chap', '**Chapter 2', '**Chapter 2: The Wo']) {
      expect(parseDetailedOutline(`**Chapter 1: A**\nB\n\n${partial}`).chapters).toEqual([
        { number: 1, title: 'A', synopsis: 'B' },
      ]);
    }
    expect(parseDetailedOutline('**Chapter 1: A**\nB\n\n**Chapter 2: C**').chapters).toHaveLength(2);
  });

  it('keeps bold text in a synopsis', () => {
    expect(parseDetailedOutline('**Chapter 1: A**\nThe **storm** comes.').chapters[0]?.synopsis).toBe(
      'The **storm** comes.',
    );
  });
});
