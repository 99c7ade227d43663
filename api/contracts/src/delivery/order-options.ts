import { BINDINGS, PAGE_COLORS, SHIPPING_LEVELS, z, type Binding, type PageColor } from '@storyloom/contracts';
import { MAX_QUANTITY, ORDER_LIMITS, REQUIRED_FIELD_MESSAGE } from './limits.js';

// The order's choices (format, paper, shipping, copies), apart from order-details.ts: the replies, the checkout and
// the shipping options use them, and /step5 shows them before its address part (libphonenumber-js, the postal
// code patterns) has loaded.

/** The message of a missing or unknown choice: the required-field sentence, or the accepted values. */
export const oneOfMessage = (label: string, values: readonly string[]) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? REQUIRED_FIELD_MESSAGE
    : `${label} must be one of: ${values.join(', ')}`;

export const SELECTABLE_SHIPPING_LEVELS = (Object.keys(SHIPPING_LEVELS) as (keyof typeof SHIPPING_LEVELS)[]).filter(
  (level) => SHIPPING_LEVELS[level].selectable,
) as ['MAIL', 'GROUND_HD'];
export type SelectableShippingLevel = (typeof SELECTABLE_SHIPPING_LEVELS)[number];

export const PRIORITY_REFUSED_MESSAGE =
  'Priority Delivery is not available yet: choose Standard (MAIL) or Expedited (GROUND_HD)';

/** MAIL or GROUND_HD; PRIORITY is shown on the form but cannot be ordered (docs/product/constants-and-prices.md). */
export const shippingLevelSchema = z.enum(SELECTABLE_SHIPPING_LEVELS, {
  error: (issue) =>
    issue.input === 'PRIORITY'
      ? PRIORITY_REFUSED_MESSAGE
      : oneOfMessage('Shipping method', SELECTABLE_SHIPPING_LEVELS)(issue),
});

export const BINDING_CODES = Object.keys(BINDINGS) as [Binding, ...Binding[]];
export const PAGE_COLOR_CODES = Object.keys(PAGE_COLORS) as [PageColor, ...PageColor[]];

export const bindingSchema = z.enum(BINDING_CODES, { error: oneOfMessage('Book format', BINDING_CODES) });
export const pageColorSchema = z.enum(PAGE_COLOR_CODES, { error: oneOfMessage('Page color', PAGE_COLOR_CODES) });

/** Copies ordered: the book plus 0 to ORDER_LIMITS.maxExtraCopies extra copies. */
export const quantitySchema = z
  .number({
    error: (issue) => (issue.input === undefined ? REQUIRED_FIELD_MESSAGE : 'Quantity must be a whole number'),
  })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1 (extra copies are never below 0)')
  .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY} (${ORDER_LIMITS.maxExtraCopies} extra copies)`);
