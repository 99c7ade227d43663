/**
 * A rename as a literal replacement (docs/product/proof-changes.md#renames): whole words only, so 'Mia' never
 * touches 'Amiable' or 'Mias'; the name as written or in capitals ('Rose' renames 'ROSE' but never the flower
 * 'rose'); the possessive follows the new name ("Mia's"
 * becomes "Maya's", "Jess' hat" becomes "Maya's hat", "Mia's" becomes "Pops's"). No model is asked: a book of 40
 * chapters is renamed in milliseconds, and nothing else in the text can change.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const APOSTROPHE = `['\u2019]`;
// Words that follow a closing quote, never a possessive: speech verbs and pronouns ("'Come here, Jess' she said").
const SPEECH_VERBS = 'said|says|asked|called|cried|shouted|whispered|replied|laughed|added|she|he|they|i|we|you';

/** One pattern for every spelling of `froms`, as written and in capitals (longest first, spaces matching any space). */
function namePattern(froms: readonly string[]): RegExp {
  const alternatives = [...new Set(froms.flatMap((from) => [from.trim(), from.trim().toUpperCase()]).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((from) => from.split(/\s+/).map(escapeRegExp).join('\\s+'));
  // Group 2: a possessive apostrophe after a name ending in s ("Jess' hat": the apostrophe, a space and a word
  // that is not a speech verb, so a closing single quote "'Come here, Jess' she said" stays one), which must
  // become "'s" after a new name that does not end in s. "Mia's" needs nothing: its "'s" follows any name.
  const possessive = `${APOSTROPHE}(?=\\s+(?!(?:${SPEECH_VERBS})\\b)\\p{Ll})`;
  return new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives.join('|')})(?![\\p{L}\\p{N}])(${possessive})?`, 'gu');
}

const isAllCaps = (text: string) =>
  /\p{L}{2}/u.test(text) && text === text.toUpperCase() && text !== text.toLowerCase();

/** What replaces one match: the new name in the match's capitals, with its possessive. */
function replacement(match: string, to: string, apostrophe: string | undefined): string {
  const name = isAllCaps(match) ? to.toUpperCase() : to;
  if (apostrophe === undefined) return name;
  return /s$/i.test(to) ? `${name}${apostrophe}` : `${name}${apostrophe}s`;
}

/** The text with every whole-word `froms` replaced by `to`, and how many were replaced. */
export function replaceName(text: string, froms: readonly string[], to: string): { text: string; count: number } {
  let count = 0;
  const pattern = namePattern(froms);
  const replaced = text.replace(pattern, (_whole: string, name: string, apostrophe: string | undefined) => {
    count++;
    // Only a name ending in s takes a bare possessive apostrophe; any other keeps its apostrophe as it was.
    if (apostrophe && !/s$/i.test(name)) return `${replacement(name, to, undefined)}${apostrophe}`;
    return replacement(name, to, apostrophe);
  });
  return { text: replaced, count };
}

/** True when `text` holds any of `froms` as whole words. */
export function mentionsName(text: string, froms: readonly string[]): boolean {
  return namePattern(froms).test(text);
}

/** `text` with each accepted rename applied in turn (the proof keeps them with its versions: ProofContent.renames). */
export function applyRenames(
  text: string,
  renames: ReadonlyArray<{ forms: readonly string[]; to: string }> | undefined,
): string {
  return (renames ?? []).reduce((current, rename) => replaceName(current, rename.forms, rename.to).text, text);
}
