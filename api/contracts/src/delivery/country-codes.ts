/**
 * The ten countries Storyloom ships to, in the order the form lists them (docs/product/constants-and-prices.md).
 * Apart from countries.ts (their subdivisions, ~11 KB of data): the replies and the shipping options name the
 * countries only, and /step5 parses them before its address part has loaded.
 */
export const DELIVERY_COUNTRY_CODES = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'JP', 'MX'] as const;
export type DeliveryCountryCode = (typeof DELIVERY_COUNTRY_CODES)[number];

export function isDeliveryCountry(value: unknown): value is DeliveryCountryCode {
  return typeof value === 'string' && (DELIVERY_COUNTRY_CODES as readonly string[]).includes(value);
}
