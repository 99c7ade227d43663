import { callNameOf, type SavedCharacter } from '@storyloom/contracts';
import type { BibleEntry } from './bible-entry.js';
import type { StoryBible, StoryBrief } from './writing.types.js';

/** A chapter's new fact naming a place starts with this; the bible keeps places apart from events. */
export const PLACE_FACT_PREFIX = 'Place:';
/**
 * The bible rides along with every chapter prompt; past this many facts the newest minor ones give way first (see
 * `trimFacts`), so the prompt stays small and what the story was built on stays in it.
 */
export const MAX_FACTS = 80;
const MAX_PLACES = 30;
const MAX_FACT_LENGTH = 200;

function characterLine(character: SavedCharacter, main: SavedCharacter | undefined, story: StoryBrief): string {
  const calledBy = callNameOf(story.gift, character)?.trim();
  const name = calledBy ? `${character.name} (the reader calls them "${calledBy}")` : character.name;
  if (character.isMainCharacter) return `${name}: the main character`;
  const relation = character.relation?.trim();
  return relation && main ? `${name}: ${relation} of ${main.name}` : `${name}: a supporting character`;
}

/**
 * The bible before the first chapter: who is who, from what the visitor said about the characters, and the
 * outline's foundations (its invented names, places, pets and objects), which are never trimmed.
 */
export function initialStoryBible(
  story: StoryBrief,
  characters: readonly SavedCharacter[],
  foundations: readonly BibleEntry[] = [],
): StoryBible {
  const main = characters.find((character) => character.isMainCharacter);
  return {
    characters: characters.map((character) => characterLine(character, main, story)),
    foundations: [...foundations],
    places: [],
    facts: [],
  };
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
    foundations: bible.foundations,
    places: withoutRepeats([...bible.places, ...places]).slice(0, MAX_PLACES),
    facts: trimFacts(withoutRepeats([...bible.facts, ...facts]), namesOf(bible)),
  };
}

const CHAPTER_TAG = /^Chapter (\d+): /;

/** The names the bible knows: every character's (and what the reader calls them) and every foundation's. */
function namesOf(bible: StoryBible): string[] {
  const characterNames = bible.characters.flatMap((line) => {
    const match = /^(.*?)(?: \(the reader calls them "(.*)"\))?: /.exec(line);
    return match ? [match[1]!, ...(match[2] ? [match[2]] : [])] : [];
  });
  return [...characterNames, ...bible.foundations.map((entry) => entry.name)].filter((name) => name.trim().length > 1);
}

/**
 * How much a fact matters to the chapters after it: chapter 1's facts are where the story starts from (2), a fact
 * about a character or a foundation of the bible is major (1), anything else is minor (0).
 */
function weightOf(fact: string, names: readonly string[]): number {
  if (CHAPTER_TAG.exec(fact)?.[1] === '1') return 2;
  const lower = fact.toLowerCase();
  return names.some((name) => lower.includes(name.toLowerCase())) ? 1 : 0;
}

/**
 * At most MAX_FACTS facts, in story order. When there are more, the newest minor ones go first, then the newest
 * major ones: the foundations a story was built on (who found what, chapter 1) stay, a late passing detail goes.
 */
export function trimFacts(facts: readonly string[], names: readonly string[]): string[] {
  if (facts.length <= MAX_FACTS) return [...facts];
  const dropped = new Set(
    facts
      .map((fact, index) => ({ index, weight: weightOf(fact, names) }))
      .sort((a, b) => a.weight - b.weight || b.index - a.index)
      .slice(0, facts.length - MAX_FACTS)
      .map(({ index }) => index),
  );
  return facts.filter((_, index) => !dropped.has(index));
}
