import { describe, expect, it } from '@jest/globals';
import { formatMoney } from './money.js';
import { emptyOrderForm, type OrderForm } from './order-form.js';
import { orderDescription, priceLines, priceOfForm } from './price-lines.js';

const form = (change: Partial<OrderForm> = {}): OrderForm => ({ ...emptyOrderForm(), ...change });
const linesOf = (order: OrderForm, size: 'S' | 'M' | 'L') =>
  priceLines(order, size, priceOfForm(order, size)).map((line) => [line.label, formatMoney(line.cents)]);

describe('price lines', () => {
  it('shows the defaults (softcover, no extra copies, free Standard shipping) for size M', () => {
    expect(linesOf(form(), 'M')).toEqual([
      ['Softcover book', '$39.99'],
      ['Size M (25 chapters)', '$3.00'],
      ['Shipping: Standard', '$0.00'],
    ]);
    expect(formatMoney(priceOfForm(form(), 'M').totalCents)).toBe('$42.99');
  });

  it('has no surcharge line for size S', () => {
    expect(linesOf(form(), 'S')).toEqual([
      ['Softcover book', '$39.99'],
      ['Shipping: Standard', '$0.00'],
    ]);
  });

  it('gives the worked example: hardcover L, 1 extra copy, Expedited = $117.97', () => {
    const order = form({ binding: 'hardcover', extraCopies: 1, shippingLevel: 'GROUND_HD' });
    expect(linesOf(order, 'L')).toEqual([
      ['Hardcover book', '$49.99'],
      ['Size L (40 chapters)', '$5.00'],
      ['1 extra copy × $47.99', '$47.99'],
      ['Shipping: Expedited', '$14.99'],
    ]);
    expect(formatMoney(priceOfForm(order, 'L').totalCents)).toBe('$117.97');
  });

  it('shows Expedited free, and why, once the books cost over $150: hardcover L, 2 extra copies = $150.97', () => {
    const order = form({ binding: 'hardcover', extraCopies: 2, shippingLevel: 'GROUND_HD' });
    expect(linesOf(order, 'L')).toEqual([
      ['Hardcover book', '$49.99'],
      ['Size L (40 chapters)', '$5.00'],
      ['2 extra copies × $47.99', '$95.98'],
      ['Shipping: Expedited (orders over $150 ship free)', '$0.00'],
    ]);
    expect(formatMoney(priceOfForm(order, 'L').totalCents)).toBe('$150.97');
  });

  it('prices each extra copy with the size surcharge', () => {
    expect(priceOfForm(form({ extraCopies: 1 }), 'M').extraCopyCents).toBe(3299 + 300);
    expect(linesOf(form({ extraCopies: 1 }), 'S')).toContainEqual(['1 extra copy × $32.99', '$32.99']);
  });
});

describe('order description', () => {
  it('names the format, paper and size, and the dedication only when there is one', () => {
    expect(orderDescription(form(), 'M')).toEqual([
      { label: 'Format', value: 'Softcover' },
      { label: 'Page color', value: 'Cream' },
      { label: 'Book size', value: 'M (25 chapters)' },
    ]);
    expect(orderDescription(form({ dedication: '  For Mia, from Grandma ' }), 'M')).toContainEqual({
      label: 'Dedication',
      value: 'For Mia, from Grandma',
    });
  });
});
