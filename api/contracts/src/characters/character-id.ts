import { CHARACTER_LIMITS } from './limits.js';

/**
 * A character's id: what the gift's call names (and anything else about one character) are keyed by, so renaming a
 * character keeps them and two characters of the same name never share them. A short token of letters, digits, '-'
 * and '_', never longer than a name, so an id is always a valid call-name key too.
 */
export const CHARACTER_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${CHARACTER_LIMITS.nameMaxLength}}$`);

/** FNV-1a over the name's UTF-16 code units: tiny, the same in the browser and on the server, and stable forever. */
function nameHash(name: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The id of a character that came without one (saved before characters had ids, sent by an older /step1, or sent
 * with an id that is not a sane token). It is worked out from the name rather than drawn at random so that every
 * reader of the same stored character (a draft, a paid order's frozen book, this browser's copy) gives it the same
 * id without writing anything back, and so an older client re-saving an unchanged character keeps its id.
 */
export const characterIdFromName = (name: string): string => `named-${nameHash(name)}`;

/**
 * The list with every id unique: a repeated id (a client's slip, or two characters of the same name that both came
 * without one) is kept by the first character that has it; each later one gets the id with '-2', '-3'... The
 * result depends only on the list, so reading the same stored list twice gives the same ids.
 */
export function withUniqueCharacterIds<T extends { id: string }>(characters: readonly T[]): T[] {
  const taken = new Set<string>();
  return characters.map((character) => {
    let id = character.id;
    for (let copy = 2; taken.has(id); copy += 1) {
      const suffix = `-${copy}`;
      id = `${character.id.slice(0, CHARACTER_LIMITS.nameMaxLength - suffix.length)}${suffix}`;
    }
    taken.add(id);
    return id === character.id ? character : { ...character, id };
  });
}
