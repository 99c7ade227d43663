import type { SelectableShippingLevel } from '@storyloom/contracts/delivery';
import type { LuluShippingOption } from '../lulu/lulu.schemas.js';
import { OWN_PRODUCTION_BUSINESS_DAYS, type TableLevel } from './shipping-table.js';

/**
 * Lulu's levels from cheapest to dearest, as its contract describes them (MAIL slowest; EXPRESS overnight). Only the
 * order matters: it breaks ties when Lulu leaves a cost out. GROUND_BUS is missing on purpose: it delivers to
 * business addresses only, and ours are homes.
 */
const LEVELS_BY_PRICE = ['MAIL', 'PRIORITY_MAIL', 'GROUND_HD', 'GROUND', 'EXPEDITED', 'EXPRESS'] as const;

/** What each choice promises: Standard takes any level; Expedited one faster than plain mail. */
const MEETS: Record<SelectableShippingLevel, (level: string) => boolean> = {
  MAIL: (level) => (LEVELS_BY_PRICE as readonly string[]).includes(level),
  GROUND_HD: (level) => level !== 'MAIL' && (LEVELS_BY_PRICE as readonly string[]).includes(level),
};

const costOf = (option: LuluShippingOption): number => {
  const cost = Number(option.cost_excl_tax ?? NaN);
  return Number.isFinite(cost) ? cost : Number.POSITIVE_INFINITY;
};
const rankOf = (option: LuluShippingOption): number => (LEVELS_BY_PRICE as readonly string[]).indexOf(option.level);

/**
 * The cheapest level Lulu offers for the destination that meets the visitor's choice (Lulu's cost, then the levels'
 * order), with its estimate in business days from our order: Lulu's own (production to delivery, plus our day) when it
 * gives one, else the documented table's. Undefined when Lulu offers nothing that fits.
 */
export function cheapestFitting(
  choice: SelectableShippingLevel,
  offered: readonly LuluShippingOption[],
  table: TableLevel,
): TableLevel | undefined {
  const fitting = offered.filter((option) => MEETS[choice](option.level) && option.business_only !== true);
  const best = [...fitting].sort((a, b) => costOf(a) - costOf(b) || rankOf(a) - rankOf(b))[0];
  if (!best) return undefined;
  const { total_days_min: min, total_days_max: max } = best;
  const businessDays =
    typeof min === 'number' && typeof max === 'number' && min <= max
      ? { min: min + OWN_PRODUCTION_BUSINESS_DAYS, max: max + OWN_PRODUCTION_BUSINESS_DAYS }
      : table.businessDays;
  return { luluLevel: best.level as TableLevel['luluLevel'], businessDays };
}
