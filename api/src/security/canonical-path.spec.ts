import { describe, expect, it } from '@jest/globals';
import { canonicalPath } from './canonical-path.js';

describe('canonicalPath', () => {
  it.each([
    ['/internal/lulu-test-order', '/internal/lulu-test-order'],
    ['/%69nternal/lulu-test-order', '/internal/lulu-test-order'],
    ['/%69%6E%74%65%72%6e%61%6c/orders', '/internal/orders'],
    ['//internal//orders', '/internal/orders'],
    ['/internal/../internal/orders', '/internal/orders'],
    ['/x/y/../internal/./orders', '/x/internal/orders'],
    ['/../../internal/orders', '/internal/orders'],
    ['/step1/', '/step1/'],
    ['/', '/'],
    ['/caf%c3%a9', '/caf%C3%A9'],
    ['/100%25', '/100%25'],
    ['/internal/orders%00.html', '/internal/orders%00.html'],
    ['/api/checkout/test/%0a', '/api/checkout/test/%0A'],
  ])('reads %s as %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it.each([
    ['an encoded slash', '/internal%2Forders'],
    ['an encoded slash, lower case', '/%2e%2e%2finternal/orders'],
    ['an encoded backslash', '/internal%5corders'],
    ['a backslash', '/internal\\orders'],
    ['a malformed escape', '/internal/%zzorders'],
    ['a cut-off escape', '/remotes/%E0%A4%A'],
    ['an encoded dot segment', '/x/%2e%2e/internal/orders'],
    ['a half-encoded dot segment', '/api/samples/covers/.%2E'],
    ['no leading slash', 'internal/orders'],
  ])('refuses a path with %s', (_what, raw) => {
    expect(canonicalPath(raw)).toBeUndefined();
  });
});
