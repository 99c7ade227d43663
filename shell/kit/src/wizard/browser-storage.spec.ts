import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  readStoredJson,
  readStoredText,
  removeStored,
  storeJson,
  storeText,
  withBrowserStorage,
} from './browser-storage.js';

describe('browser storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('keeps text and JSON, an empty text removing the key', () => {
    storeText('outline', 'Once upon a time');
    expect(readStoredText('outline')).toBe('Once upon a time');
    storeText('outline', '');
    expect(localStorage.getItem('outline')).toBeNull();
    expect(readStoredText('outline')).toBeUndefined();

    storeJson('characters', [{ name: 'Ada' }]);
    expect(readStoredJson('characters')).toEqual([{ name: 'Ada' }]);
    removeStored('characters', 'outline');
    expect(readStoredJson('characters')).toBeUndefined();
  });

  it('answers undefined for what is not JSON', () => {
    localStorage.setItem('form', '{not json');
    expect(readStoredJson('form')).toBeUndefined();
  });

  it('lets the page carry on when storage is disabled or full', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStoredText('outline')).toBeUndefined();
    expect(readStoredJson('characters')).toBeUndefined();
    expect(() => storeJson('characters', [])).not.toThrow();
    expect(withBrowserStorage((storage) => storage.setItem('a', 'b'))).toBeUndefined();
  });
});
