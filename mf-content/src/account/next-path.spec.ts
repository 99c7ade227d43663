import { describe, expect, it } from '@jest/globals';
import { safeNextPath } from './next-path.js';

describe('safeNextPath', () => {
  it('goes back to a path of this site, query included', () => {
    expect(safeNextPath('/step3')).toBe('/step3');
    expect(safeNextPath('/order/status?order=abc')).toBe('/order/status?order=abc');
  });

  it("goes to 'My orders' instead of another site or nowhere", () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'step3',
      '/\t/evil.example',
    ]) {
      expect(safeNextPath(next)).toBe('/account');
    }
  });
});
