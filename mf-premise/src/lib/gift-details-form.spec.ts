import { describe, expect, it } from '@jest/globals';
import { emptyGiftDetailsForm, giftDetailsFormFrom, giftDetailsFromForm } from './gift-details-form.js';
import { giftDetailsSchema } from '@storyloom/contracts';

describe('the gift details form', () => {
  it('sends nothing when nothing was given', () => {
    expect(
      giftDetailsFromForm({ ...emptyGiftDetailsForm(), from: '  ', callNames: { Rosa: ' ' } }, ['Rosa']),
    ).toBeUndefined();
  });

  it("sends the custom occasion's text, trimmed fields, and call names of the current characters only", () => {
    const form = {
      occasion: 'Custom...',
      occasionCustom: ' Graduation ',
      from: 'Mum',
      to: '',
      callNames: { Rosa: 'Grandma', Gone: 'Uncle' },
      avoid: 'Spiders ',
    };
    expect(giftDetailsFromForm(form, ['Mira', 'Rosa'])).toEqual({
      occasion: 'Graduation',
      from: 'Mum',
      callNames: { Rosa: 'Grandma' },
      avoid: 'Spiders',
    });
  });

  it("shows what was saved, an occasion of the visitor's own as the chosen value", () => {
    const saved = { occasion: 'Graduation', to: 'Mira', callNames: { Rosa: 'Grandma' } };
    expect(giftDetailsFormFrom(saved)).toEqual({
      occasion: 'Graduation',
      occasionCustom: '',
      from: '',
      to: 'Mira',
      callNames: { Rosa: 'Grandma' },
      avoid: '',
    });
    expect(giftDetailsFromForm(giftDetailsFormFrom(saved), ['Mira', 'Rosa'])).toEqual(saved);
  });
});

describe('giftDetailsSchema', () => {
  it('drops blanks rather than refusing them', () => {
    expect(giftDetailsSchema.parse({ occasion: '', from: ' Dad ', callNames: { Rosa: '  ' } })).toEqual({
      from: 'Dad',
    });
  });

  it('refuses more call names than a book has characters', () => {
    const callNames = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [`C${index}`, 'x']));
    expect(giftDetailsSchema.safeParse({ callNames }).success).toBe(false);
  });
});
