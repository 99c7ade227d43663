import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SELECTABLE_SHIPPING_LEVELS,
  type DeliveryCountryCode,
  type SelectableShippingLevel,
  type ShippingOptionsQuery,
  type ShippingOptionsReply,
} from '@storyloom/contracts/delivery';
import { InjectClock, type Clock } from '../../config/clock.js';
import { LULU_CLIENT, LULU_QUICK_CLIENT } from '../lulu/lulu-client.provider.js';
import type { LuluClient } from '../lulu/lulu-client.js';
import type { LuluShippingOption } from '../lulu/lulu.schemas.js';
import { podPackageId } from '../print.types.js';
import { deliveryDates } from './delivery-dates.js';
import { cheapestFitting } from './shipping-choice.js';
import { tableLevel, type TableLevel } from './shipping-table.js';

/** Where a book goes: the country, and its state when the address has one (Lulu asks for it in some countries). */
export interface Destination {
  country: DeliveryCountryCode;
  state?: string;
}

/** The book Lulu prices and dates: its product, pages and copies. */
export interface ShippedBook {
  podPackageId: string;
  pageCount: number;
  quantity: number;
}

export interface ChosenLevel extends TableLevel {
  /** Whether Lulu's answer for the destination chose it, or the documented table. */
  source: 'lulu' | 'table';
}

/**
 * Before the book exists (step 5), Lulu is asked about a representative one: a hardcover (its production takes
 * longest, so the dates hold for a softcover too) of 200 pages.
 */
const STEP5_BOOK: ShippedBook = { podPackageId: podPackageId('hardcover', 'cream'), pageCount: 200, quantity: 1 };

/** Step 5 asks on every change of country; Lulu's levels for a destination do not change by the minute. */
const STEP5_CACHE_MS = 10 * 60_000;

/**
 * The visitor's Standard/Expedited choice → the Lulu shipping level for the destination, and when the book arrives
 * (docs/product/print-fulfilment.md#shipping-levels). With Lulu configured, Lulu's `/shipping-options/` answer for the
 * destination decides (the cheapest offered level that meets the choice); without Lulu, or when Lulu cannot be asked
 * or offers nothing that fits, the documented table (shipping-table.ts), with a log line saying why.
 */
@Injectable()
export class ShippingOptionsService {
  private readonly logger = new Logger(ShippingOptionsService.name);
  private readonly step5Answers = new Map<string, { at: number; offered: Promise<LuluShippingOption[] | undefined> }>();

  constructor(
    @Inject(LULU_CLIENT) private readonly lulu: LuluClient | null,
    @Inject(LULU_QUICK_CLIENT) private readonly quickLulu: LuluClient | null,
    @InjectClock() private readonly clock: Clock,
  ) {}

  /** The Lulu level (and estimate) a paid order ships with. */
  async levelFor(destination: Destination, choice: SelectableShippingLevel, book: ShippedBook): Promise<ChosenLevel> {
    return this.choose(destination, choice, await this.askLulu(this.lulu, destination, book));
  }

  /** GET /api/shipping_options: each selectable choice's delivery window if ordered now, and whether it is in time. */
  async estimates(query: ShippingOptionsQuery): Promise<ShippingOptionsReply> {
    const destination: Destination = { country: query.country, ...(query.state ? { state: query.state } : {}) };
    const offered = await this.step5Offer(destination);
    const now = this.clock();
    return {
      country: query.country,
      need_by: query.need_by ?? null,
      options: SELECTABLE_SHIPPING_LEVELS.map((choice) => ({
        shipping_level: choice,
        ...deliveryDates(now, this.choose(destination, choice, offered).businessDays, query.need_by),
      })),
    };
  }

  private choose(
    destination: Destination,
    choice: SelectableShippingLevel,
    offered: LuluShippingOption[] | undefined,
  ): ChosenLevel {
    const table = tableLevel(destination.country, choice);
    if (!offered) return { ...table, source: 'table' };
    const fitting = cheapestFitting(choice, offered, table);
    if (fitting) return { ...fitting, source: 'lulu' };
    this.logger.warn(
      `Lulu offers no level for ${choice} to ${destination.country} (offered: ${offered.map((option) => option.level).join(', ') || 'none'}); using the table's ${table.luluLevel}`,
    );
    return { ...table, source: 'table' };
  }

  /** Lulu's levels for the destination; undefined without Lulu or when it cannot be asked (logged). */
  private async askLulu(
    lulu: LuluClient | null,
    destination: Destination,
    book: ShippedBook,
  ): Promise<LuluShippingOption[] | undefined> {
    if (!lulu) return undefined;
    try {
      return await lulu.shippingOptions({
        countryCode: destination.country,
        ...(destination.state ? { stateCode: destination.state } : {}),
        ...book,
      });
    } catch (error) {
      this.logger.warn(
        `Lulu's shipping options for ${destination.country} could not be read (${error instanceof Error ? error.message : String(error)}); using the documented table`,
      );
      return undefined;
    }
  }

  private step5Offer(destination: Destination): Promise<LuluShippingOption[] | undefined> {
    const key = `${destination.country}/${destination.state ?? ''}`;
    const now = this.clock().getTime();
    const cached = this.step5Answers.get(key);
    if (cached && now - cached.at < STEP5_CACHE_MS) return cached.offered;
    const offered = this.askLulu(this.quickLulu, destination, STEP5_BOOK).then((answer) => {
      // A failed ask is not kept: the next visitor asks again.
      if (!answer) this.step5Answers.delete(key);
      return answer;
    });
    this.step5Answers.set(key, { at: now, offered });
    return offered;
  }
}
