import { callNamesById, type GiftDetails, type SavedCharacter } from '@storyloom/contracts';
import { PremiseCallNameUnknownException } from './premise.exception.js';

/**
 * A request's call names must each be keyed by one of these characters' ids or (older clients) a saved character's
 * name; a key that is neither is refused with a 400 naming it. giftForCharacters then keys them all by id.
 */
export function assertCallNamesKnown(gift: GiftDetails | undefined, characters: readonly SavedCharacter[]): void {
  const unknownKeys = gift?.callNames ? callNamesById(gift.callNames, characters).unknownKeys : [];
  if (unknownKeys.length > 0) throw new PremiseCallNameUnknownException(unknownKeys);
}
