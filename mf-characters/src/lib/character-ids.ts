/**
 * A new character's id (what the API keys its call names by, api/contracts/src/characters/character-id.ts): random,
 * so it never meets the id of a character saved in another visit, as a per-page counter would once ids are saved.
 * getRandomValues works in every browser context (randomUUID needs a secure one).
 */
export function newCharacterId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `c-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
