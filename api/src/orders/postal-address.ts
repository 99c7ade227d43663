import type addressFormatterModule from '@fragaria/address-formatter';
import { lazyRequire } from '../common/lazy-require.js';
import { subdivisionsOf, type DeliveryCountryCode } from '@storyloom/contracts/delivery';

/** What an order keeps of where the book goes (its stored shipping address). */
export interface PostalAddress {
  name: string;
  street1: string;
  street2?: string;
  city: string;
  state_code?: string;
  postcode: string;
  country_code: DeliveryCountryCode;
}

/** Loaded with the first address formatted (an order's pages and e-mails), not at start-up (common/lazy-require.ts). */
const addressFormatter = lazyRequire<typeof addressFormatterModule>('@fragaria/address-formatter');

/**
 * The address as the destination country's post writes it, one line each, the country last: the same lines in the
 * confirmation e-mail, on the order status page and on the operators' orders page. The layouts are OpenCage's
 * address-formatting templates (@fragaria/address-formatter): "St Ives / TR26 1LP" in the UK, "Springfield, IL 62701"
 * in the US, "23552 Lübeck" in Germany. The apartment (street2) is the line above the street, as most posts want it.
 */
export function postalAddressLines(address: PostalAddress): string[] {
  const subdivision = subdivisionsOf(address.country_code).find((entry) => entry.code === address.state_code);
  return addressFormatter().format(
    {
      attention: address.name,
      road: address.street1,
      ...(address.street2 ? { house: address.street2 } : {}),
      city: address.city,
      postcode: address.postcode,
      ...(subdivision ? { state: subdivision.name, stateCode: subdivision.code } : {}),
      countryCode: address.country_code,
    },
    { output: 'array', appendCountry: true },
  );
}
