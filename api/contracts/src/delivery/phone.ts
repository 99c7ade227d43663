import { AsYouType, parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';
// The "min" metadata (about 20 KB gzipped) given explicitly: core plus this is what 'libphonenumber-js/min' is,
// minus its JSON import without an import attribute, which jest's ESM mode warns will soon fail.
import metadata from 'libphonenumber-js/metadata.min.json';
import type { DeliveryCountryCode } from './countries.js';

/**
 * Countries of the North American numbering plan among the delivery countries: there the phone is ten digits
 * shown as (xxx) xxx-xxxx (docs/product/step5-delivery.md); elsewhere the visitor types an international number
 * (or a national one of the address's country).
 */
export const TEN_DIGIT_PHONE_COUNTRIES: readonly DeliveryCountryCode[] = ['US', 'CA'];
export const isTenDigitPhoneCountry = (country: string): boolean => (TEN_DIGIT_PHONE_COUNTRIES as readonly string[]).includes(country);

/** Characters people type between digits; anything else makes the number invalid. */
const PHONE_PUNCTUATION = /[\s().\-/]/g;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

export const PHONE_MESSAGES = {
  tenDigits: 'Enter the 10-digit phone number, e.g. (415) 555-2671',
  invalid: 'Enter a valid phone number with its country code, e.g. +44 20 7946 0958',
} as const;

/**
 * Checks a typed phone number for an address in `country` and gives it in E.164 (+14155552671), the form the
 * order stores and the printer receives. libphonenumber-js decides what is a real number for each country.
 */
export function checkPhone(raw: string, country: DeliveryCountryCode): PhoneCheck {
  const typed = raw.trim();
  if (isTenDigitPhoneCountry(country)) {
    // Ten digits, optionally after the +1 or 1 trunk prefix people add out of habit.
    const digits = typed.replace(PHONE_PUNCTUATION, '').replace(/^\+?1(?=\d{10}$)/, '');
    if (!/^\d{10}$/.test(digits)) return { ok: false, message: PHONE_MESSAGES.tenDigits };
    const phone = parseWith(digits, country, metadata);
    return phone?.isValid() ? { ok: true, e164: phone.number } : { ok: false, message: PHONE_MESSAGES.tenDigits };
  }
  if (!/^\+?[\d\s().\-/]+$/.test(typed)) return { ok: false, message: PHONE_MESSAGES.invalid };
  const phone = parseWith(typed, country, metadata);
  return phone?.isValid() ? { ok: true, e164: phone.number } : { ok: false, message: PHONE_MESSAGES.invalid };
}

/**
 * How the form shows a phone while it is typed: (xxx) xxx-xxxx for the US and Canada (at most ten digits kept),
 * the international or national layout libphonenumber-js knows elsewhere.
 */
export function formatPhoneAsTyped(raw: string, country: DeliveryCountryCode): string {
  if (isTenDigitPhoneCountry(country)) {
    const digits = raw.replace(/\D/g, '').replace(/^1(?=\d{10})/, '').slice(0, 10);
    if (digits.length === 0) return '';
    if (digits.length <= 3) return `(${digits}`;
    if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return new AsYouType(country, metadata).input(raw);
}

/** A stored E.164 number as the form shows it again: (415) 555-2671 in the US and Canada, else international. */
export function formatStoredPhone(e164: string, country: DeliveryCountryCode): string {
  const phone = parseWith(e164, metadata);
  if (!phone) return e164;
  return isTenDigitPhoneCountry(country) && phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
}
