import { postcodeValidator } from 'postcode-validator';
import type { DeliveryCountryCode } from './country-codes.js';

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string };

/** What a valid postal code looks like, for the message when one is not. */
const POSTCODE_EXAMPLES: Record<DeliveryCountryCode, string> = {
  US: '94103 (digits only)',
  CA: 'K1A 0B1',
  GB: 'SW1A 1AA',
  AU: '2000',
  DE: '10115',
  FR: '75001',
  IT: '00184',
  ES: '28001',
  JP: '100-0001',
  MX: '01000',
};

/** Puts the space or hyphen where the country's post writes it, so the label prints the usual way. */
function normalise(postcode: string, country: DeliveryCountryCode): string {
  const compact = postcode.toUpperCase().replace(/[\s-]/g, '');
  if (country === 'GB' && compact.length >= 5) return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (country === 'CA' && compact.length === 6) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'JP' && compact.length === 7) return `${compact.slice(0, 3)}-${compact.slice(3)}`;
  return postcode.toUpperCase().replace(/\s+/g, ' ');
}

/**
 * Checks a postal code against its country's format: US codes are digits only (five, or nine for ZIP+4) as the
 * product has always asked; every other country by postcode-validator's rules for it.
 */
export function checkPostcode(raw: string, country: DeliveryCountryCode): PostcodeCheck {
  const typed = raw.trim();
  const fail = {
    ok: false,
    message: `Enter a valid postal code for this country, e.g. ${POSTCODE_EXAMPLES[country]}`,
  } as const;
  if (country === 'US') return /^(\d{5}|\d{9})$/.test(typed) ? { ok: true, postcode: typed } : fail;
  const postcode = normalise(typed, country);
  return postcodeValidator(postcode, country) ? { ok: true, postcode } : fail;
}
