// Each function from its own module: the package's index imports all ~300 of them (~6 MB resident at start).
import { addBusinessDays } from 'date-fns/addBusinessDays';
import { format } from 'date-fns/format';
import { isAfter } from 'date-fns/isAfter';
import { parseISO } from 'date-fns/parseISO';
import type { InTimeVerdict, ShippingOptionEstimate } from '@storyloom/contracts/delivery';

/**
 * Delivery windows as calendar days. Business days skip Saturdays and Sundays (no public holidays: an estimate, and
 * the window says so). The day of the order is the clock's day in UTC. Dates are built as local calendar days and
 * only read back as such, so the server's time zone changes nothing.
 */
const day = (date: Date): string => format(date, 'yyyy-MM-dd');
const shortDay = (date: Date): string => format(date, 'MMM d');

/** "arrives Dec 14–18", "arrives Dec 30–Jan 5", "arrives Dec 14". */
function arrivesText(earliest: Date, latest: Date): string {
  if (day(earliest) === day(latest)) return `arrives ${shortDay(earliest)}`;
  const sameMonth = format(earliest, 'yyyy-MM') === format(latest, 'yyyy-MM');
  return `arrives ${shortDay(earliest)}–${sameMonth ? format(latest, 'd') : shortDay(latest)}`;
}

const VERDICT_TEXT: Record<InTimeVerdict, (needBy: string) => string> = {
  in_time: (needBy) => `Arrives by ${needBy}`,
  maybe: (needBy) => `May arrive after ${needBy}`,
  too_late: (needBy) => `Too late for ${needBy}`,
};

/** When an option ordered at `now` arrives, and whether that is by `needBy` (YYYY-MM-DD) when one is given. */
export function deliveryDates(
  now: Date,
  businessDays: { min: number; max: number },
  needBy?: string,
): Omit<ShippingOptionEstimate, 'shipping_level'> {
  const today = new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const earliest = addBusinessDays(today, businessDays.min);
  const latest = addBusinessDays(today, businessDays.max);
  let inTime: InTimeVerdict | null = null;
  if (needBy) {
    const deadline = parseISO(needBy);
    inTime = !isAfter(latest, deadline) ? 'in_time' : !isAfter(earliest, deadline) ? 'maybe' : 'too_late';
  }
  return {
    earliest: day(earliest),
    latest: day(latest),
    arrives_text: arrivesText(earliest, latest),
    in_time: inTime,
    in_time_text: inTime && needBy ? VERDICT_TEXT[inTime](shortDay(parseISO(needBy))) : null,
  };
}
