import { describe, expect, it } from '@jest/globals';
import {
  chapterLabel,
  curlyQuotes,
  FontUse,
  paragraphsOf,
  printableText,
  runningHead,
  splitOpening,
} from './printable-text.js';

describe('printable text', () => {
  it('curls typewriter quotes and apostrophes as a printed book sets them', () => {
    expect(curlyQuotes(`"Wake up," said Grandma's cat. 'Now!' In the '90s (she said "go") we went—"home".`)).toBe(
      '\u201CWake up,\u201D said Grandma\u2019s cat. \u2018Now!\u2019 In the \u201990s (she said \u201Cgo\u201D) we went\u2014\u201Chome\u201D.',
    );
  });

  it('keeps what the body font or its fallbacks draw, leaves out invisible characters and reports what nothing draws', () => {
    const latin = new FontUse();
    expect(printableText('Zoë and Łukasz 🦕 said ǅ\u200B hi\tthere, Ольга and Αλέξης', 'body', latin)).toBe(
      'Zoë and Łukasz  said ǅ hi there, Ольга and Αλέξης',
    );
    expect([...latin.dropped]).toEqual(['🦕']);
    expect(latin.japanese).toBe(false);
    const japanese = new FontUse();
    expect(printableText('美咲', 'display', japanese)).toBe('美咲');
    expect([...japanese.dropped]).toEqual([]);
    expect(japanese.japanese).toBe(true);
  });

  it('splits paragraphs on blank lines and joins single line breaks', () => {
    expect(paragraphsOf('One\nline.\n\n\nTwo.\r\n  \r\nThree.  ')).toEqual(['One line.', 'Two.', 'Three.']);
  });

  it('labels chapters in words and shortens long running heads at a word', () => {
    expect([1, 21, 40, 99, 100].map(chapterLabel)).toEqual([
      'Chapter One',
      'Chapter Twenty-One',
      'Chapter Forty',
      'Chapter Ninety-Nine',
      'Chapter 100',
    ]);
    expect(runningHead('The Extraordinary Night the Lanterns of the Harbour Went Out')).toBe(
      'The Extraordinary Night the Lanterns of the…',
    );
    expect(runningHead('Short')).toBe('Short');
  });

  it('splits a first paragraph for the raised initial, an opening quote kept with its letter', () => {
    expect(splitOpening('\u201CWake up, Mia,\u201D said the fox.')).toEqual({
      initial: '\u201CW',
      leadWords: 'ake up, Mia,\u201D',
      rest: ' said the fox.',
    });
    expect(splitOpening('42 lanterns.')).toEqual({ initial: null, leadWords: '', rest: '42 lanterns.' });
  });
});
