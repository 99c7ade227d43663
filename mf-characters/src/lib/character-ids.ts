/** Form rows need stable React keys and error lookups; a counter is enough inside one page. */
let lastId = 0;

export function nextCharacterId(): string {
  lastId += 1;
  return `character-${lastId}`;
}
