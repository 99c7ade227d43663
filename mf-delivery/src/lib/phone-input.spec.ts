import { describe, expect, it } from '@jest/globals';
import { phoneAsTyped, phoneForCountry } from './phone-input.js';

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

  it('keeps every digit of a number pasted over a complete one', () => {
    expect(phoneAsTyped('(415) 555-2671', '4155552671', 'US')).toBe('(415) 555-2671');
    expect(phoneAsTyped('(415) 555-2671', '6505550123', 'US')).toBe('(650) 555-0123');
  });

  it('cuts a number typed before a country is chosen, or outside the US and Canada, to the longest it can be', () => {
    expect(phoneAsTyped('+1 (415) 555-2671', '+1 (415) 555-26719999', '')).toBe('+1 (415) 555-2671');
    expect(phoneAsTyped('', '+44 20 7946 09581234', 'GB')).toBe('+44 20 7946 0958');
    expect(phoneAsTyped('', '020 7946 0958', '')).toBe('020 7946 0958');
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
