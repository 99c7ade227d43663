import { BOOK_SIZES, type BookSize } from '@storyloom/contracts';

/** '+$3' for 300 cents, '+$2.50' for 250; 'No surcharge' for none (docs/product/constants-and-prices.md#book-sizes). */
export function surchargeLabel(cents: number): string {
  if (cents === 0) return 'No surcharge';
  const dollars = cents / 100;
  return `+$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

export const chaptersLabel = (size: BookSize) => `${BOOK_SIZES[size].chapters} chapters`;
