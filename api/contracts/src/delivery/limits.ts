/** Bounds of the order form (docs/product/step5-delivery.md); the API refuses more with a message naming the field. */
export const ORDER_LIMITS = {
  nameMaxLength: 60,
  emailMaxLength: 254,
  /** Printers' address lines hold about this much. */
  streetMaxLength: 100,
  cityMaxLength: 100,
  postcodeMaxLength: 20,
  phoneMaxLength: 30,
  /** A family's worth of copies; a larger order is a conversation with the team, not a form. */
  maxExtraCopies: 20,
  dedicationMaxLength: 300,
} as const;

/** Copies in one order: the book plus its extra copies. */
export const MAX_QUANTITY = ORDER_LIMITS.maxExtraCopies + 1;

/** The sentence of every missing required field on /step5, verbatim from the product. */
export const REQUIRED_FIELD_MESSAGE = '* This field is required. Please fill it to continue';
