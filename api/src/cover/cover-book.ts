import type { SavedCharacter, StoryDetails } from '@storyloom/contracts';
import type { CoverBook } from './design/cover-designer.js';
import { titleCased } from '../common/title-case.js';

/** The prompt needs a sketch of the person, not their whole profile. */
const DESCRIPTION_MAX = 300;

function describe(character: SavedCharacter): string {
  const age = /^\d+$/.test(character.age) ? `${character.age} years old` : character.age.replace(/-/g, ' ');
  const gender = character.gender === 'unselected' ? '' : character.gender;
  const parts = [
    [age, gender].filter(Boolean).join(', '),
    character.personality.join(', '),
    character.extraInfo.trim(),
  ].filter(Boolean);
  const text = parts.join('; ');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/**
 * What the cover shows, from steps 1 and 2 as the draft holds them: the title, genre and tone of step 2 and the
 * main character of step 1. `missing` names what the visitor still has to complete.
 */
export function coverBookOf(
  characters: readonly SavedCharacter[],
  story: StoryDetails | undefined,
): { book?: CoverBook; missing: string[] } {
  const main = characters.find((character) => character.isMainCharacter);
  const missing = [...(main ? [] : ['main character']), ...(story ? [] : ['story details'])];
  if (!main || !story) return { missing };
  return {
    book: {
      title: titleCased(story.bookTitle) || story.bookTitle,
      genre: story.genre,
      tone: story.tone,
      mainCharacterName: main.name,
      mainCharacterDescription: describe(main),
    },
    missing,
  };
}
