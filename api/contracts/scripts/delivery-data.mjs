// What src/delivery/subdivisions.json and src/delivery/phone-metadata.json hold, computed from the packages they
// come from; shared by the generator and the test that keeps the committed files in step with those packages.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The ten delivery countries, in the order the form lists them (docs/product/constants-and-prices.md#countries). */
export const DELIVERY_COUNTRY_CODES = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'JP', 'MX'];

/** Each country's states, provinces or regions from country-region-data: [code, name], sorted by name. */
export function subdivisionsData() {
  const countries = require('country-region-data/data.json');
  return DELIVERY_COUNTRY_CODES.map((code) => {
    const country = countries.find((entry) => entry.countryShortCode === code);
    if (!country) throw new Error(`country-region-data has no country ${code}`);
    const subdivisions = country.regions
      .map((region) => [region.shortCode, region.name])
      .sort((a, b) => a[1].localeCompare(b[1], 'en'));
    return { code, name: country.countryName, subdivisions };
  });
}

/** One country a line: small, and a library upgrade shows as a readable diff. */
export const formatSubdivisions = (data) => `[\n${data.map((country) => JSON.stringify(country)).join(',\n')}\n]\n`;

/**
 * libphonenumber-js's "min" metadata cut to the ten delivery countries (custom metadata is how the library is
 * meant to be slimmed: libphonenumber-js/core takes it as an argument). About a fifth of the whole, so the
 * delivery form stays within its bundle budget; a phone must be a number of one of the countries we ship to.
 */
export function phoneMetadata() {
  const full = require('libphonenumber-js/metadata.min.json');
  const keep = new Set(DELIVERY_COUNTRY_CODES);
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((country) => keep.has(country))])
      .filter(([, countries]) => countries.length > 0),
  );
  const countries = Object.fromEntries(Object.entries(full.countries).filter(([country]) => keep.has(country)));
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

export const formatPhoneMetadata = (metadata) => `${JSON.stringify(metadata)}\n`;
