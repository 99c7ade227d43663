import { DELIVERY_COUNTRY_CODES, isDeliveryCountry, type DeliveryCountryCode } from './country-codes.js';
import subdivisionsData from './subdivisions.json' with { type: 'json' };

/** A state, province or region: its code (what the order stores and the printer receives) and its name. */
export interface Subdivision {
  code: string;
  name: string;
}

export interface DeliveryCountry {
  code: DeliveryCountryCode;
  name: string;
  subdivisions: readonly Subdivision[];
}

/**
 * Every delivery country with its subdivisions (sorted by name). They come from country-region-data (ISO 3166-2
 * codes without the country prefix), cut down to the ten DELIVERY_COUNTRY_CODES by
 * `api/contracts/scripts/generate-delivery-data.mjs` so the delivery form does not carry the whole world.
 */
export const DELIVERY_COUNTRIES: readonly DeliveryCountry[] = DELIVERY_COUNTRY_CODES.map((code) => {
  const country = subdivisionsData.find((entry) => entry.code === code);
  if (!country) throw new Error(`subdivisions.json has no ${code}: run npm run delivery-data -w @storyloom/contracts`);
  return {
    code,
    name: country.name,
    subdivisions: country.subdivisions.map(([subdivision, name]) => ({ code: subdivision!, name: name! })),
  };
});

export function deliveryCountry(code: DeliveryCountryCode): DeliveryCountry {
  return DELIVERY_COUNTRIES.find((country) => country.code === code)!;
}

/** The states, provinces or regions of a delivery country (empty for an unknown code). */
export function subdivisionsOf(code: string): readonly Subdivision[] {
  return isDeliveryCountry(code) ? deliveryCountry(code).subdivisions : [];
}

/** Whether the form asks for a state in this country: every country whose list is not empty. */
export const hasSubdivisions = (code: string): boolean => subdivisionsOf(code).length > 0;

export const isSubdivisionOf = (country: string, code: string): boolean =>
  subdivisionsOf(country).some((subdivision) => subdivision.code === code);
