/** How the checks cut a chapter up: paragraphs (blank-line separated), sentences, and what is said in quotes. */

export interface TextPart {
  text: string;
  /** Where the part starts in the chapter. */
  start: number;
}

export function paragraphs(chapter: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  for (const match of chapter.matchAll(pattern))
    if (match[0].trim()) parts.push({ text: match[0], start: match.index });
  return parts;
}

/** Sentences end at . ! ? (with any closing quotes) followed by whitespace; a paragraph break ends one too. */
export function sentences(chapter: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const paragraph of paragraphs(chapter)) {
    for (const match of paragraph.text.matchAll(/[^.!?]+(?:[.!?]+["'”’)]*|$)/g)) {
      if (match[0].trim()) parts.push({ text: match[0], start: paragraph.start + match.index });
    }
  }
  return parts;
}

/** The words inside quotation marks ("...", “...”), i.e. what characters say aloud. */
export function dialogue(chapter: string): TextPart[] {
  return [...chapter.matchAll(/["“]([^"”]+)["”]/g)].map((match) => ({ text: match[1]!, start: match.index + 1 }));
}

/** The part of `parts` around `index`. */
export function partAt(parts: readonly TextPart[], index: number): TextPart | undefined {
  return parts.find((part) => index >= part.start && index < part.start + part.text.length);
}

const MAX_EXCERPT = 160;

/** The sentence around `index`, shortened around the match when long, for a finding's excerpt. */
export function excerptAt(chapter: string, index: number): string {
  const sentence = partAt(sentences(chapter), index);
  const text = (sentence?.text ?? chapter).replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_EXCERPT) return text;
  const offset = Math.max(0, index - (sentence?.start ?? 0) - MAX_EXCERPT / 2);
  return `…${text.slice(offset, offset + MAX_EXCERPT).trim()}…`;
}
