import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { DELIVERY_COUNTRY_CODES } from '@storyloom/contracts/delivery';
import { DELIVERY_CALLING_CODES, phoneAsTyped, phoneCheckedInBrowser, phoneForCountry } from './phone-input.js';

const require = createRequire(import.meta.url);
const { deliveryPhoneMetadata } = require('../../build/phone-metadata-loader.cjs') as {
  deliveryPhoneMetadata: (metadata: unknown, countries: readonly string[]) => { country_calling_codes: Record<string, string[]>; countries: Record<string, unknown> };
};

describe('phone as typed', () => {
  it('lays US and Canadian numbers out as (xxx) xxx-xxxx, ten digits at most', () => {
    expect(phoneAsTyped('', '4155552671', 'US')).toBe('(415) 555-2671');
    expect(phoneAsTyped('(415) 555-2671', '(415) 555-26719', 'CA')).toBe('(415) 555-2671');
    expect(phoneAsTyped('', '415a', 'US')).toBe('(415');
  });

  it('deletes a digit when only a bracket, space or dash was deleted', () => {
    expect(phoneAsTyped('(415) 555-2', '(415) 555', 'US')).toBe('(415) 555');
    expect(phoneAsTyped('(415', '(415', 'US')).toBe('(415');
    expect(phoneAsTyped('(415) 5', '(415)5', 'US')).toBe('(415');
  });

  it('leaves an international number as typed elsewhere and before a country is chosen', () => {
    expect(phoneAsTyped('', '+44 20 7946 0958', 'GB')).toBe('+44 20 7946 0958');
    expect(phoneAsTyped('', '+44 20', '')).toBe('+44 20');
  });

  it('lays the number out again when the US or Canada is chosen', () => {
    expect(phoneForCountry('415-555-2671', 'US')).toBe('(415) 555-2671');
    expect(phoneForCountry('+44 20 7946 0958', 'GB')).toBe('+44 20 7946 0958');
  });
});

describe('the browser build\'s phone metadata', () => {
  const bundled = deliveryPhoneMetadata(require('libphonenumber-js/metadata.min.json'), DELIVERY_COUNTRY_CODES);

  it('keeps the numbering plan of every delivery country and the calling codes the form relies on', () => {
    expect(Object.keys(bundled.countries).sort()).toEqual([...DELIVERY_COUNTRY_CODES].sort());
    expect(Object.values(bundled.countries).every((plan) => plan !== undefined)).toBe(true);
    expect(Object.keys(bundled.country_calling_codes).sort()).toEqual([...DELIVERY_CALLING_CODES].sort());
    expect(bundled.country_calling_codes['1']).toEqual(['US', 'CA']);
  });

  it('leaves international numbers of other countries to the API', () => {
    expect(phoneCheckedInBrowser('+44 20 7946 0958')).toBe(true);
    expect(phoneCheckedInBrowser('020 7946 0958')).toBe(true);
    expect(phoneCheckedInBrowser('+41 44 668 18 00')).toBe(false);
    expect(phoneCheckedInBrowser('+7 495 123-45-67')).toBe(false);
  });
});
