import type { SavedCharacter } from '../characters/character.schema.js';
import { hasGiftDetails, type GiftDetails } from './gift-details.js';

/** What a call name's key is matched on. */
type KeyedCharacter = Pick<SavedCharacter, 'id' | 'name'>;

export interface CallNamesById {
  /** The call names keyed by character id. */
  byId: Record<string, string>;
  /** The keys that are neither a character's id nor a character's name, in the order given. */
  unknownKeys: string[];
}

/**
 * The one place a call name's key becomes a character id. A key that is a character's id stays. A key that is a
 * character's name (what clients from before ids send, and what drafts and orders saved then hold) becomes the id of
 * each character of that name whose call name is not also given by id: before ids, one name key stood for all of
 * them. Any other key is unknown: the caller refuses it (a request) or drops it (a character removed since).
 */
export function callNamesById(
  callNames: Readonly<Record<string, string>>,
  characters: readonly KeyedCharacter[],
): CallNamesById {
  const ids = new Set(characters.map((character) => character.id));
  const entries = Object.entries(callNames);
  const byId = new Map(entries.filter(([key]) => ids.has(key)));
  const unknownKeys: string[] = [];
  for (const [key, called] of entries) {
    if (ids.has(key)) continue;
    const named = characters.filter((character) => character.name === key);
    if (named.length === 0) unknownKeys.push(key);
    for (const character of named) if (!byId.has(character.id)) byId.set(character.id, called);
  }
  return { byId: Object.fromEntries(byId), unknownKeys };
}

/**
 * The gift as these characters read it: call names keyed by their ids, keys that name none of them dropped (a
 * character removed since), and no `callNames` left when none applies.
 */
export function giftForCharacters(gift: GiftDetails, characters: readonly KeyedCharacter[]): GiftDetails {
  const { callNames, ...rest } = gift;
  if (!callNames) return gift;
  const { byId } = callNamesById(callNames, characters);
  // Replaced where it stands: the gift's fields keep their order (a writer's seed is drawn from their JSON).
  return Object.keys(byId).length > 0 ? { ...gift, callNames: byId } : rest;
}

/** Story details with the gift as these characters read it (giftForCharacters); a gift left empty is removed. */
export function storyDetailsForCharacters<Details extends { gift?: GiftDetails }>(
  details: Details,
  characters: readonly KeyedCharacter[],
): Details {
  const { gift, ...rest } = details;
  if (!gift) return details;
  const keyed = giftForCharacters(gift, characters);
  return hasGiftDetails(keyed) ? { ...details, gift: keyed } : (rest as Details);
}

/** What the reader calls this character ('Grandma'), when the visitor said; looked up by the character's id only. */
export function callNameOf(
  gift: Pick<GiftDetails, 'callNames'> | undefined,
  character: Pick<SavedCharacter, 'id'>,
): string | undefined {
  const callNames = gift?.callNames;
  return callNames && Object.hasOwn(callNames, character.id) ? callNames[character.id] : undefined;
}
