import { CUSTOM_OPTION, hasGiftDetails, type GiftDetails } from '@storyloom/contracts';

/** The "About this gift (optional)" section of /step2, as the visitor fills it in. */
export interface GiftDetailsForm {
  occasion: string;
  occasionCustom: string;
  from: string;
  to: string;
  /** What the reader calls each character, by the character's id; a character without an entry has none. */
  callNames: Record<string, string>;
  avoid: string;
}

export function emptyGiftDetailsForm(): GiftDetailsForm {
  return { occasion: '', occasionCustom: '', from: '', to: '', callNames: {}, avoid: '' };
}

const given = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The section as `POST /api/step2` sends it: 'Custom...' replaced by its text, blanks dropped, and call names only
 * for `characterIds` (the characters the book has now) when they are known. Undefined when nothing was given.
 */
export function giftDetailsFromForm(
  form: GiftDetailsForm,
  characterIds: readonly string[] = Object.keys(form.callNames),
): GiftDetails | undefined {
  const callNames = Object.fromEntries(
    characterIds.flatMap((id) => {
      const called = given(Object.hasOwn(form.callNames, id) ? form.callNames[id]! : '');
      return called ? [[id, called]] : [];
    }),
  );
  const fields: GiftDetails = {
    occasion: given(form.occasion === CUSTOM_OPTION ? form.occasionCustom : form.occasion),
    from: given(form.from),
    to: given(form.to),
    callNames: Object.keys(callNames).length > 0 ? callNames : undefined,
    avoid: given(form.avoid),
  };
  const gift = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as GiftDetails;
  return hasGiftDetails(gift) ? gift : undefined;
}

/** The section showing what was saved (an occasion of the visitor's own stays the select's value, listed). */
export function giftDetailsFormFrom(gift: GiftDetails | undefined): GiftDetailsForm {
  return {
    occasion: gift?.occasion ?? '',
    occasionCustom: '',
    from: gift?.from ?? '',
    to: gift?.to ?? '',
    callNames: { ...gift?.callNames },
    avoid: gift?.avoid ?? '',
  };
}
