import { beforeEach, describe, expect, it } from '@jest/globals';
import { mirrorOutline, readStoredBookSize, readStoredOutline, storeBookSize } from './local-storage.js';

beforeEach(() => localStorage.clear());

describe('step 3 local storage', () => {
  it.each([['S'], ['M'], ['L']])('restores the stored size %s', (size) => {
    localStorage.setItem('selected_book_size', size);
    expect(readStoredBookSize()).toBe(size);
  });

  it.each([['small'], ['XL'], ['m'], ['']])('ignores a stored %p', (size) => {
    localStorage.setItem('selected_book_size', size);
    expect(readStoredBookSize()).toBeUndefined();
  });

  it('stores the size with its chapter count', () => {
    storeBookSize('L');
    expect(localStorage.getItem('selected_book_size')).toBe('L');
    expect(localStorage.getItem('chapters_amount')).toBe('40');
  });

  it('mirrors the outline and removes the mirror for an empty one', () => {
    mirrorOutline('**Chapter 1: A**\nB');
    expect(readStoredOutline()).toBe('**Chapter 1: A**\nB');
    mirrorOutline('');
    expect(readStoredOutline()).toBeUndefined();
  });
});
