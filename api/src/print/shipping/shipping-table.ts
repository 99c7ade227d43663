import type { DeliveryCountryCode, SelectableShippingLevel } from '@storyloom/contracts/delivery';
import type { ShippingLevel as LuluLevel } from '../lulu/lulu-client.js';

/** One row of the table: the Lulu level a choice ships with, and business days from the order to the door. */
export interface TableLevel {
  luluLevel: LuluLevel;
  businessDays: { min: number; max: number };
}

/**
 * The visitor's shipping choice (`MAIL` Standard, `GROUND_HD` Expedited: the spec's request values, kept as the
 * order's codes and prices) → the Lulu shipping level for each destination, with business days from the order to the
 * door: our own writing and typesetting (1 day), Lulu's printing (3–5) and the carrier's transit. The same table is in
 * docs/product/print-fulfilment.md#shipping-levels (a test keeps the two equal). Used when Lulu is not configured or
 * cannot be asked; otherwise Lulu's own answer for the destination decides (shipping-choice.ts).
 *
 * Why not GROUND_HD everywhere: Lulu's contract describes GROUND as a US courier; outside the US its mid-speed,
 * tracked level is PRIORITY_MAIL.
 */
export const SHIPPING_TABLE: Record<DeliveryCountryCode, Record<SelectableShippingLevel, TableLevel>> = {
  US: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 8, max: 14 } },
    GROUND_HD: { luluLevel: 'GROUND_HD', businessDays: { min: 5, max: 8 } },
  },
  CA: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 10, max: 20 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 7, max: 11 } },
  },
  GB: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 8, max: 14 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 6, max: 9 } },
  },
  AU: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 9, max: 16 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 6, max: 10 } },
  },
  DE: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 10, max: 18 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 7, max: 11 } },
  },
  FR: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 10, max: 18 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 7, max: 11 } },
  },
  IT: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 10, max: 18 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 7, max: 11 } },
  },
  ES: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 10, max: 18 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 7, max: 11 } },
  },
  JP: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 12, max: 22 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 8, max: 12 } },
  },
  MX: {
    MAIL: { luluLevel: 'MAIL', businessDays: { min: 14, max: 25 } },
    GROUND_HD: { luluLevel: 'PRIORITY_MAIL', businessDays: { min: 8, max: 13 } },
  },
};

/** Our own part before Lulu starts printing (the book is written and typeset after payment), added to Lulu's estimates. */
export const OWN_PRODUCTION_BUSINESS_DAYS = 1;

/** The documented level and estimate for a destination and choice. */
export function tableLevel(country: DeliveryCountryCode, choice: SelectableShippingLevel): TableLevel {
  return SHIPPING_TABLE[country][choice];
}
