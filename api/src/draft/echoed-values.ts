import { isDeepStrictEqual } from 'node:util';

/**
 * Some of the spec's calls carry values the server already holds in the draft: the checkout sends the item type,
 * the copies and the shipping level the order details and the chosen size already say; step 2 sends the
 * characters step 1 saved. The draft is the truth, so every endpoint that receives such an echo compares it with
 * the draft here, field by field, rather than with a comparison of its own.
 */

/** One echoed value that differs from the draft's, both named as the wire names them. */
export interface EchoMismatch {
  field: string;
  sent: unknown;
  stored: unknown;
}

/** How a field's value is named on the wire, for a mismatch the client reads ('big', not 'L'). */
export type WireNames<Values> = { [Field in keyof Values]?: (value: Values[Field]) => unknown };

/**
 * The sent values that differ (deep equality) from the draft's, in the order of `stored`'s fields. A field the
 * request did not send (undefined) echoes nothing, so it never differs.
 */
export function echoMismatches<Values extends object>(
  sent: Partial<Values>,
  stored: Values,
  wire: WireNames<Values> = {},
): EchoMismatch[] {
  const fields = Object.keys(stored) as Array<keyof Values & string>;
  return fields
    .filter((field) => sent[field] !== undefined && !isDeepStrictEqual(sent[field], stored[field]))
    .map((field) => {
      const named = wire[field] ?? ((value: unknown) => value);
      return { field, sent: named(sent[field] as Values[typeof field]), stored: named(stored[field]) };
    });
}

/**
 * An echo the request may not change (the checkout): answers the draft's values when every sent value agrees
 * with them, and throws `refuse(mismatches)` otherwise, so nothing goes on from values the draft does not hold.
 */
export function agreedDraftValues<Values extends object>(
  sent: Partial<Values>,
  stored: Values,
  refuse: (mismatches: EchoMismatch[]) => Error,
  wire: WireNames<Values> = {},
): Values {
  const mismatches = echoMismatches(sent, stored, wire);
  if (mismatches.length > 0) throw refuse(mismatches);
  return stored;
}

/**
 * An echo the request may edit (step 2's characters drawer changes the characters it sends): answers the values to
 * use, the sent ones where sent, else the draft's, and `edits`, only the sent values that differ from the draft's
 * and so are to be saved. Sending back what the draft holds saves nothing.
 */
export function editedDraftValues<Values extends object>(
  sent: Partial<Values>,
  stored: Values,
): { values: Values; edits: Partial<Values> } {
  const edits = Object.fromEntries(
    echoMismatches(sent, stored).map(({ field }) => [field, sent[field as keyof Values]]),
  ) as Partial<Values>;
  return { values: { ...stored, ...edits }, edits };
}
