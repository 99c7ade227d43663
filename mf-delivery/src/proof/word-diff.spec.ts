import { describe, expect, it } from '@jest/globals';
import { changedWordCount, wordDiff } from './word-diff.js';

describe('wordDiff', () => {
  it('marks the words a rename replaces and keeps the rest', () => {
    const parts = wordDiff('Her sister Mia laughed at Mia.', 'Her sister Maya laughed at Maya.');
    expect(parts).toEqual([
      { kind: 'same', text: 'Her sister ' },
      { kind: 'removed', text: 'Mia' },
      { kind: 'added', text: 'Maya' },
      { kind: 'same', text: ' laughed at ' },
      { kind: 'removed', text: 'Mia' },
      { kind: 'added', text: 'Maya' },
      { kind: 'same', text: '.' },
    ]);
    expect(changedWordCount(parts)).toBe(4);
  });

  it('marks a removed sentence as one run', () => {
    const parts = wordDiff('The storm came. They hid.', 'They hid.');
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text.trim())).toEqual([
      'The storm came.',
    ]);
    expect(parts.map((part) => (part.kind === 'removed' ? '' : part.text)).join('')).toBe('They hid.');
  });

  it('finds nothing to mark in an unchanged text', () => {
    expect(wordDiff('Same text.', 'Same text.')).toEqual([{ kind: 'same', text: 'Same text.' }]);
  });
});
