import { describe, expect, it } from '@jest/globals';
import { postalAddressLines } from './postal-address.js';

describe('postal addresses in the destination country’s layout', () => {
  it('UK: town and postcode on lines of their own, no county code (not "St Ives, CON TR26 1LP")', () => {
    expect(
      postalAddressLines({
        name: 'Nana Hartley',
        street1: '12 Fore Street',
        street2: 'Flat 2',
        city: 'St Ives',
        state_code: 'CON',
        postcode: 'TR26 1LP',
        country_code: 'GB',
      }),
    ).toEqual(['Nana Hartley', 'Flat 2', '12 Fore Street', 'St Ives', 'TR26 1LP', 'United Kingdom']);
  });

  it('US: city, state code and ZIP on one line', () => {
    expect(
      postalAddressLines({
        name: 'Rosa Diaz',
        street1: '1 Main St',
        city: 'Springfield',
        state_code: 'IL',
        postcode: '62701',
        country_code: 'US',
      }),
    ).toEqual(['Rosa Diaz', '1 Main St', 'Springfield, IL 62701', 'United States of America']);
  });

  it('Japan: the prefecture by name with the postcode', () => {
    expect(
      postalAddressLines({
        name: 'Misaki Sato',
        street1: '1-2-3 Shibuya',
        city: 'Shibuya-ku',
        state_code: '13',
        postcode: '150-0002',
        country_code: 'JP',
      }),
    ).toEqual(['Misaki Sato', '1-2-3 Shibuya', 'Shibuya-ku, Tokyo 150-0002', 'Japan']);
  });

  it('Germany: the postcode before the town, no state', () => {
    expect(
      postalAddressLines({
        name: 'Max Muster',
        street1: 'Holstenstr. 40',
        city: 'Lübeck',
        state_code: 'SH',
        postcode: '23552',
        country_code: 'DE',
      }),
    ).toEqual(['Max Muster', 'Holstenstr. 40', '23552 Lübeck', 'Germany']);
  });
});
