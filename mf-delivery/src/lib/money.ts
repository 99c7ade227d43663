/** '$165.96' for 16596 cents: the summary's figures, always with cents so the column lines up. */
export function formatMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * '+$25' for 2500, '+$14.99' for 1499, 'Free' for 0: the option cards' short form. Whole dollars drop the cents,
 * never a real amount: Expedited reads '+$14.99' here as in the summary (docs/product/step5-delivery.md, price).
 */
export function formatSurcharge(cents: number): string {
  if (cents === 0) return 'Free';
  const dollars = cents / 100;
  return `+$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
