import { describe, expect, it } from '@jest/globals';
import { chaptersLabel, surchargeLabel } from './book-size-labels.js';

describe('book size labels', () => {
  it('shows surcharges in whole dollars when they are, and none as no surcharge', () => {
    expect([0, 300, 500, 250].map(surchargeLabel)).toEqual(['No surcharge', '+$3', '+$5', '+$2.50']);
  });
  it('shows the chapter count of each size', () => {
    expect(chaptersLabel('S')).toBe('15 chapters');
    expect(chaptersLabel('L')).toBe('40 chapters');
  });
});
