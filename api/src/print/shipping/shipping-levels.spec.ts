import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DELIVERY_COUNTRY_CODES } from '@storyloom/contracts/delivery';
import { REPO_ROOT } from '../../config/repo-paths.js';
import type { LuluShippingOption } from '../lulu/lulu.schemas.js';
import { deliveryDates } from './delivery-dates.js';
import { cheapestFitting } from './shipping-choice.js';
import { SHIPPING_TABLE, tableLevel } from './shipping-table.js';

/** The table as docs/product/print-fulfilment.md#shipping-levels prints it: country → [Standard level, days, Expedited level, days]. */
function documentedTable(): Record<string, string[]> {
  const text = readFileSync(join(REPO_ROOT, 'docs/product/print-fulfilment.md'), 'utf8');
  const section = text.slice(text.indexOf('## Shipping levels'));
  const rows = section.split('\n').filter((line) => /^\| [A-Z]{2} \|/.test(line));
  return Object.fromEntries(
    rows
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .map(([country, ...cells]) => [country!, cells]),
  );
}

/** A Lulu `/shipping-options/` entry with only what the choice reads. */
const offer = (
  level: string,
  cost: string | null,
  days?: [number, number],
  extra: Partial<LuluShippingOption> = {},
): LuluShippingOption => ({
  level,
  cost_excl_tax: cost,
  ...(days ? { total_days_min: days[0], total_days_max: days[1] } : {}),
  ...extra,
});

describe('shipping levels: the documented table', () => {
  it.each(DELIVERY_COUNTRY_CODES)(
    '%s: Standard ships as MAIL, Expedited as a level faster than mail that exists there',
    (country) => {
      expect(tableLevel(country, 'MAIL').luluLevel).toBe('MAIL');
      const expedited = tableLevel(country, 'GROUND_HD');
      // GROUND_HD is Lulu's US ground courier: only the US may ship with it.
      expect(expedited.luluLevel).toBe(country === 'US' ? 'GROUND_HD' : 'PRIORITY_MAIL');
      expect(expedited.businessDays.max).toBeLessThan(tableLevel(country, 'MAIL').businessDays.max);
      expect(expedited.businessDays.min).toBeLessThanOrEqual(expedited.businessDays.max);
    },
  );

  it('is the table the documentation prints, row for row', () => {
    const documented = documentedTable();
    expect(Object.keys(documented).sort()).toEqual([...DELIVERY_COUNTRY_CODES].sort());
    for (const country of DELIVERY_COUNTRY_CODES) {
      const { MAIL: standard, GROUND_HD: expedited } = SHIPPING_TABLE[country];
      expect(documented[country]).toEqual([
        standard.luluLevel,
        `${standard.businessDays.min}–${standard.businessDays.max}`,
        expedited.luluLevel,
        `${expedited.businessDays.min}–${expedited.businessDays.max}`,
      ]);
    }
  });
});

describe("shipping levels: Lulu's answer for the destination", () => {
  const gb = tableLevel('GB', 'GROUND_HD');

  it('takes the cheapest level faster than mail for Expedited, with Lulu’s days plus our own', () => {
    const offered = [
      offer('MAIL', '4.99', [8, 14]),
      offer('EXPRESS', '29.00', [4, 5]),
      offer('PRIORITY_MAIL', '11.50', [5, 8]),
      offer('EXPEDITED', '19.00', [4, 6]),
    ];
    expect(cheapestFitting('GROUND_HD', offered, gb)).toEqual({
      luluLevel: 'PRIORITY_MAIL',
      businessDays: { min: 6, max: 9 },
    });
    expect(cheapestFitting('MAIL', offered, tableLevel('GB', 'MAIL'))).toEqual({
      luluLevel: 'MAIL',
      businessDays: { min: 9, max: 15 },
    });
  });

  it('never picks a business-only level, and falls back to the order of levels when Lulu gives no cost', () => {
    const offered = [
      offer('GROUND_BUS', '3.00'),
      offer('GROUND_HD', null),
      offer('EXPRESS', null),
      offer('PRIORITY_MAIL', '9.00', undefined, { business_only: true }),
    ];
    expect(cheapestFitting('GROUND_HD', offered, gb)).toEqual({
      luluLevel: 'GROUND_HD',
      businessDays: gb.businessDays,
    });
  });

  it('answers nothing when Lulu offers no level that meets the choice (the caller uses the table)', () => {
    expect(cheapestFitting('GROUND_HD', [offer('MAIL', '4.99', [8, 14])], gb)).toBeUndefined();
    expect(cheapestFitting('MAIL', [], tableLevel('GB', 'MAIL'))).toBeUndefined();
  });
});

describe('delivery dates', () => {
  // Thursday 3 December 2026, late in the evening in UTC: still the 3rd.
  const now = new Date('2026-12-03T23:30:00Z');

  it('counts business days from the order, skipping weekends, and writes the window', () => {
    expect(deliveryDates(now, { min: 6, max: 9 })).toEqual({
      earliest: '2026-12-11',
      latest: '2026-12-16',
      arrives_text: 'arrives Dec 11–16',
      in_time: null,
      in_time_text: null,
    });
  });

  it('names both months when the window crosses one, and one day when it is one', () => {
    expect(deliveryDates(now, { min: 18, max: 22 }).arrives_text).toBe('arrives Dec 29–Jan 4');
    expect(deliveryDates(now, { min: 5, max: 5 }).arrives_text).toBe('arrives Dec 10');
  });

  it('tells whether the window ends by the need-by day, straddles it, or starts after it', () => {
    expect(deliveryDates(now, { min: 6, max: 9 }, '2026-12-16')).toMatchObject({
      in_time: 'in_time',
      in_time_text: 'Arrives by Dec 16',
    });
    expect(deliveryDates(now, { min: 6, max: 9 }, '2026-12-14')).toMatchObject({
      in_time: 'maybe',
      in_time_text: 'May arrive after Dec 14',
    });
    expect(deliveryDates(now, { min: 6, max: 9 }, '2026-12-10')).toMatchObject({
      in_time: 'too_late',
      in_time_text: 'Too late for Dec 10',
    });
  });
});
