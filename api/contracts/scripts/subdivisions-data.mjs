// What src/delivery/subdivisions.json holds, computed from country-region-data; shared by the generator and the
// test that keeps the committed file in step with the library.
import { createRequire } from 'node:module';

/** The ten delivery countries, in the order the form lists them (docs/product/constants-and-prices.md#countries). */
export const DELIVERY_COUNTRY_CODES = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'JP', 'MX'];

export function subdivisionsData() {
  const countries = createRequire(import.meta.url)('country-region-data/data.json');
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
