import type { SavedCharacter } from '@storyloom/contracts';
import type { StoryBible, StoryBrief } from './writing.types.js';

/** A chapter's new fact naming a place starts with this; the bible keeps places apart from events. */
export const PLACE_FACT_PREFIX = 'Place:';
/** The bible rides along with every chapter prompt; the oldest facts give way first so the prompt stays small. */
const MAX_FACTS = 80;
const MAX_PLACES = 30;
const MAX_FACT_LENGTH = 200;

function characterLine(character: SavedCharacter, main: SavedCharacter | undefined, story: StoryBrief): string {
  const calledBy = story.gift?.callNames?.[character.name]?.trim();
  const name = calledBy ? `${character.name} (the reader calls them "${calledBy}")` : character.name;
  if (character.isMainCharacter) return `${name}: the main character`;
  const relation = character.relation?.trim();
  return relation && main ? `${name}: ${relation} of ${main.name}` : `${name}: a supporting character`;
}

/** The bible before the first chapter: who is who, from what the visitor said about the characters. */
export function initialStoryBible(story: StoryBrief, characters: readonly SavedCharacter[]): StoryBible {
  const main = characters.find((character) => character.isMainCharacter);
  return { characters: characters.map((character) => characterLine(character, main, story)), places: [], facts: [] };
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_FACT_LENGTH);
const withoutRepeats = (lines: readonly string[]) =>
  lines.filter((line, index) => lines.findIndex((other) => other.toLowerCase() === line.toLowerCase()) === index);

/**
 * The bible after chapter `chapterNumber` established `newFacts`: places join the places ('Place: the old mill'),
 * other facts join the facts, tagged with their chapter so later chapters know the order things happened in.
 */
export function extendStoryBible(bible: StoryBible, chapterNumber: number, newFacts: readonly string[]): StoryBible {
  const places: string[] = [];
  const facts: string[] = [];
  for (const raw of newFacts.map(tidy).filter((fact) => fact !== '')) {
    if (raw.toLowerCase().startsWith(PLACE_FACT_PREFIX.toLowerCase())) {
      const place = tidy(raw.slice(PLACE_FACT_PREFIX.length));
      if (place) places.push(place);
    } else {
      facts.push(`Chapter ${chapterNumber}: ${raw}`);
    }
  }
  return {
    characters: bible.characters,
    places: withoutRepeats([...bible.places, ...places]).slice(0, MAX_PLACES),
    facts: withoutRepeats([...bible.facts, ...facts]).slice(-MAX_FACTS),
  };
}
