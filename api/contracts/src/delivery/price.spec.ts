import { describe, expect, it } from '@jest/globals';
import { formatUsd, priceOrder } from './price.js';

describe('priceOrder', () => {
  it('prices the worked example of docs/product/step5-delivery.md: hardcover L, 2 extra copies, Expedited = $165.96', () => {
    const price = priceOrder({ binding: 'hardcover', size: 'L', extraCopies: 2, shippingLevel: 'GROUND_HD' });
    expect(price.totalCents).toBe(16596);
    expect(price.extraCopyCents).toBe(4799);
    expect(formatUsd(price.totalCents)).toBe('$165.96');
  });

  it('refuses negative or fractional copies', () => {
    expect(() => priceOrder({ binding: 'softcover', size: 'S', extraCopies: -1, shippingLevel: 'MAIL' })).toThrow(RangeError);
    expect(() => priceOrder({ binding: 'softcover', size: 'S', extraCopies: 0.5, shippingLevel: 'MAIL' })).toThrow(RangeError);
  });
});
