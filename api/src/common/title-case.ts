import { titleCase } from 'title-case';

/**
 * A book's or a chapter's title as it is set, in title case ("Nana's Cottage", "The Far Corner of the Garden"):
 * the `title-case` library knows apostrophes (straight and curly), hyphens and small words, which a
 * capitalise-each-word regular expression gets wrong ("Nana’S Cottage"). Capitals the writer or the visitor typed
 * are kept. The one title caser of the API: the offline outline composer, the typesetter and the cover use it.
 */
export function titleCased(title: string): string {
  return titleCase(title.replace(/\s+/g, ' ').trim(), 'en');
}
