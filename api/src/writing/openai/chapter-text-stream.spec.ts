import { describe, expect, it } from '@jest/globals';
import { ChapterTextStream } from './chapter-text-stream.js';

/** Feeds `answer` in pieces of `size` characters; returns what was shown and what was parsed. */
function read(answer: string, size: number) {
  const stream = new ChapterTextStream('The Outline Title');
  let shown = '';
  for (let at = 0; at < answer.length; at += size) shown += stream.push(answer.slice(at, at + size));
  const end = stream.finish();
  return { shown: shown + end.shown, parsed: end.parsed };
}

describe('ChapterTextStream', () => {
  const answer =
    'Chapter 4: Lanterns\n\n# The hill was dark.\n> Far below, the town slept.\n\nFar away, an owl called.\n\nFACTS:\n* Mira has a lantern\n1. Place: the hill';

  it.each([1, 3, 7, 1000])('gives the same prose, title and facts whatever the chunk size (%i)', (size) => {
    const { shown, parsed } = read(answer, size);
    expect(parsed).toEqual({
      title: 'Lanterns',
      text: 'The hill was dark.\n\nFar below, the town slept.\n\nFar away, an owl called.',
      newFacts: ['Mira has a lantern', 'Place: the hill'],
    });
    expect(shown).toBe(parsed.text);
  });

  it('shows a line that starts like the facts marker once it turns out to be prose', () => {
    expect(read('Chapter 1: A\n\nFa\nFact: owls are kind.', 1).parsed.text).toBe('Fa\n\nFact: owls are kind.');
  });

  it.each([
    ['Chapter Three - The Gate', 'The Gate'],
    ['Chapter 3', undefined],
  ])('reads the title line %j', (line, title) => {
    expect(read(`${line}\n\nProse.`, 4).parsed).toEqual({ title, text: 'Prose.', newFacts: [] });
  });

  it('keeps a first line of prose that merely starts with the word Chapter', () => {
    expect(read('Chapter after chapter, the egg grew.\nThen it cracked.', 4).parsed).toEqual({
      title: undefined,
      text: 'Chapter after chapter, the egg grew.\n\nThen it cracked.',
      newFacts: [],
    });
  });

  it("takes a first line equal to the outline's title as the title", () => {
    expect(read('The Outline Title\n\nProse.', 2).parsed).toEqual({
      title: 'The Outline Title',
      text: 'Prose.',
      newFacts: [],
    });
  });
});
