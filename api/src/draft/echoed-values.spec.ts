import { describe, expect, it } from '@jest/globals';
import { agreedDraftValues, echoMismatches, editedDraftValues, type EchoMismatch } from './echoed-values.js';

const stored = { binding_type: 'hardcover', book_size: 'M', quantity: 2, tags: ['brave', 'kind'] };

class Refused extends Error {
  constructor(readonly mismatches: EchoMismatch[]) {
    super('refused');
  }
}

describe('echoMismatches', () => {
  it('finds nothing when every sent value is the draft’s, arrays and objects compared by content', () => {
    expect(echoMismatches({ ...stored, tags: ['brave', 'kind'] }, stored)).toEqual([]);
  });

  it('lists each differing field once, in the draft’s field order, whatever order they were sent in', () => {
    expect(echoMismatches({ quantity: 3, binding_type: 'softcover', tags: ['kind', 'brave'] }, stored)).toEqual([
      { field: 'binding_type', sent: 'softcover', stored: 'hardcover' },
      { field: 'quantity', sent: 3, stored: 2 },
      { field: 'tags', sent: ['kind', 'brave'], stored: ['brave', 'kind'] },
    ]);
  });

  it('treats a field the request did not send as no echo at all', () => {
    expect(echoMismatches({ quantity: undefined }, stored)).toEqual([]);
    expect(echoMismatches({}, stored)).toEqual([]);
  });

  it('tells apart values that only look alike', () => {
    expect(echoMismatches({ quantity: '2' as unknown as number }, stored)).toEqual([
      { field: 'quantity', sent: '2', stored: 2 },
    ]);
  });

  it('names both values as the wire does, for the fields that say how', () => {
    const wireSize = (size: string) => ({ S: 'small', M: 'medium', L: 'big' })[size];
    expect(echoMismatches({ book_size: 'L', quantity: 5 }, stored, { book_size: wireSize })).toEqual([
      { field: 'book_size', sent: 'big', stored: 'medium' },
      { field: 'quantity', sent: 5, stored: 2 },
    ]);
  });
});

describe('agreedDraftValues', () => {
  it('answers the draft’s values when the echo agrees', () => {
    expect(
      agreedDraftValues({ binding_type: 'hardcover', quantity: 2 }, stored, (mismatches) => new Refused(mismatches)),
    ).toBe(stored);
  });

  it('throws the caller’s error with every mismatch when it does not', () => {
    let thrown: unknown;
    try {
      agreedDraftValues({ binding_type: 'softcover', quantity: 9 }, stored, (mismatches) => new Refused(mismatches));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Refused);
    expect((thrown as Refused).mismatches.map(({ field }) => field)).toEqual(['binding_type', 'quantity']);
  });
});

describe('editedDraftValues', () => {
  it('takes a sent value that differs as an edit to save, and uses it', () => {
    expect(editedDraftValues({ tags: ['shy'] }, stored)).toEqual({
      values: { ...stored, tags: ['shy'] },
      edits: { tags: ['shy'] },
    });
  });

  it('saves nothing when the request sends back what the draft holds, or sends nothing', () => {
    expect(editedDraftValues({ tags: ['brave', 'kind'] }, stored)).toEqual({ values: stored, edits: {} });
    expect(editedDraftValues({ tags: undefined }, stored)).toEqual({ values: stored, edits: {} });
  });
});
