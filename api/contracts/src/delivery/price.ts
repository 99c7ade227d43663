import {
  BINDINGS,
  BOOK_SIZES,
  FREE_SHIPPING_OVER_CENTS,
  SHIPPING_LEVELS,
  type Binding,
  type BookSize,
  type ShippingLevel,
} from '@storyloom/contracts';

export interface OrderPriceInput {
  binding: Binding;
  size: BookSize;
  /** Copies beyond the first (quantity − 1), 0 or more. */
  extraCopies: number;
  shippingLevel: ShippingLevel;
}

/** Every part of an order's price, in whole cents, as the summary shows it and Stripe charges it. */
export interface OrderPrice {
  /** The book's format price. */
  baseCents: number;
  /** The size's surcharge on the book. */
  sizeSurchargeCents: number;
  extraCopies: number;
  /** One extra copy: the format's copy price plus the size surcharge (what the extra-copy chip shows). */
  extraCopyCents: number;
  extraCopiesCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Whether books costing `booksCents` (shipping aside) ship free: the banner's 'Orders over $150 ship free'. */
export const shipsFree = (booksCents: number): boolean => booksCents > FREE_SHIPPING_OVER_CENTS;

/**
 * total = book base + size surcharge + extra copies × (extra-copy price + size surcharge) + shipping, where shipping
 * is the level's price, or nothing when those books cost more than $150 (docs/product/step5-delivery.md#price).
 * The browser shows this; the server computes it again from the draft and charges exactly that.
 */
export function priceOrder({ binding, size, extraCopies, shippingLevel }: OrderPriceInput): OrderPrice {
  if (!Number.isInteger(extraCopies) || extraCopies < 0)
    throw new RangeError(`Extra copies must be a whole number of 0 or more, got ${extraCopies}`);
  const sizeSurchargeCents = BOOK_SIZES[size].surchargeCents;
  const baseCents = BINDINGS[binding].baseCents;
  const extraCopyCents = BINDINGS[binding].extraCopyCents + sizeSurchargeCents;
  const extraCopiesCents = extraCopies * extraCopyCents;
  const booksCents = baseCents + sizeSurchargeCents + extraCopiesCents;
  const shippingCents = shipsFree(booksCents) ? 0 : SHIPPING_LEVELS[shippingLevel].priceCents;
  return {
    baseCents,
    sizeSurchargeCents,
    extraCopies,
    extraCopyCents,
    extraCopiesCents,
    shippingCents,
    totalCents: booksCents + shippingCents,
  };
}

/** Cents as the product writes dollars: 1499 -> '$14.99'. */
export const formatUsd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
