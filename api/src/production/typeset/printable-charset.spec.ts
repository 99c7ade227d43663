import { describe, expect, it } from '@jest/globals';
import { unprintableCharacters, unprintableMessage } from '@storyloom/contracts';
import { fontFor, type BookFontKey } from './typst-engine.js';

const FACES: BookFontKey[] = ['body', 'bodyItalic', 'display', 'displayRegular', 'displayItalic'];

describe('what /step1 and /step2 accept, the book prints', () => {
  it('every character the contracts accept (kanji aside) is drawn by each face or its fallbacks', () => {
    const undrawn: string[] = [];
    for (let code = 0x20; code < 0x30000; code++) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const character = String.fromCodePoint(code);
      // Kanji are accepted as a script (the rare ones the font lacks are caught at typesetting); invisible characters print as nothing.
      if (
        /\p{Script=Han}|\p{Cc}|\p{Cf}|\p{Variation_Selector}|\s/u.test(character) ||
        unprintableCharacters(character).length > 0
      )
        continue;
      for (const face of FACES) if (!fontFor(face, code)) undrawn.push(`${face} U+${code.toString(16)}`);
    }
    expect(undrawn).toEqual([]);
  });

  it('accepts Latin, Greek, Cyrillic and Japanese names and refuses emoji, naming them', () => {
    expect(unprintableCharacters('Zoë Łukasz Ольга Αλέξης 美咲 さくら Nguyễn © ™ 50 € “quoted” — fine')).toEqual([]);
    expect(unprintableCharacters('Mia 😀 and 🐈‍⬛ 🇯🇵 1️⃣')).toEqual(['😀', '🐈', '⬛', '🇯', '🇵', '⃣']);
    expect(unprintableMessage(['😀'])).toBe("These characters can't be printed: 😀");
  });
});
