import { describe, expect, it } from '@jest/globals';
import { FREE_SHIPPING_BANNER, FREE_SHIPPING_OVER_CENTS } from '../pricing.js';
import { formatUsd, priceOrder, shipsFree } from './price.js';

describe('priceOrder', () => {
  it('prices the worked example of docs/product/step5-delivery.md: hardcover L, 1 extra copy, Expedited = $117.97', () => {
    const price = priceOrder({ binding: 'hardcover', size: 'L', extraCopies: 1, shippingLevel: 'GROUND_HD' });
    expect(price.extraCopyCents).toBe(4799);
    expect(price.shippingCents).toBe(1499);
    expect(formatUsd(price.totalCents)).toBe('$117.97');
  });

  it("keeps the banner's promise: books over $150 ship free, Expedited included (hardcover L, 2 extra copies = $150.97)", () => {
    const price = priceOrder({ binding: 'hardcover', size: 'L', extraCopies: 2, shippingLevel: 'GROUND_HD' });
    expect(price.shippingCents).toBe(0);
    expect(formatUsd(price.totalCents)).toBe('$150.97');
  });

  it('charges shipping up to $150 of books, and drops it only above', () => {
    // Softcover S with 3 extra copies: 39.99 + 3 × 32.99 = 138.96, under the line.
    expect(
      priceOrder({ binding: 'softcover', size: 'S', extraCopies: 3, shippingLevel: 'GROUND_HD' }).shippingCents,
    ).toBe(1499);
    expect(shipsFree(FREE_SHIPPING_OVER_CENTS)).toBe(false);
    expect(shipsFree(FREE_SHIPPING_OVER_CENTS + 1)).toBe(true);
  });

  it('names in the banner the amount the price uses', () => {
    expect(FREE_SHIPPING_BANNER).toContain(`over $${FREE_SHIPPING_OVER_CENTS / 100} ship free`);
  });

  it('refuses negative or fractional copies', () => {
    expect(() => priceOrder({ binding: 'softcover', size: 'S', extraCopies: -1, shippingLevel: 'MAIL' })).toThrow(
      RangeError,
    );
    expect(() => priceOrder({ binding: 'softcover', size: 'S', extraCopies: 0.5, shippingLevel: 'MAIL' })).toThrow(
      RangeError,
    );
  });
});
