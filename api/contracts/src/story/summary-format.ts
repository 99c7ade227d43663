/**
 * The story summary's text format (docs/product/step2-premise.md#the-summarys-format), stored as `story_outline`:
 *   '# ' title, '## ' and '### ' headers, '@name:' character entries, '$ ' bullets, %word% bold.
 * The writers produce it and /step2 renders it; this module is the one reader of it. It is tolerant, because
 * the text may be partial (streaming), edited by the visitor, or written by a model that drifted: lines in no
 * known form become paragraphs, '- ' and '* ' bullets are read as '$ ' bullets, and a '%' that does not
 * enclose a word stays a literal percent sign.
 */

/** A run of text, bold when it was written between two '%'. */
export interface SummaryInline {
  text: string;
  bold: boolean;
}

export type SummaryBlock =
  | { type: 'title'; content: SummaryInline[] }
  | { type: 'heading'; level: 2 | 3; content: SummaryInline[] }
  | { type: 'character'; name: string; content: SummaryInline[] }
  | { type: 'bullet'; content: SummaryInline[] }
  | { type: 'paragraph'; content: SummaryInline[] };

/**
 * '%' opens bold only before a non-space and closes it only after one, so '50% of 20% ' stays plain while
 * '%brave%' and '%very brave%' are bold.
 */
const BOLD = /%([^%\s](?:[^%\n]*?[^%\s])?)%/g;

export function parseSummaryInline(text: string): SummaryInline[] {
  const runs: SummaryInline[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bold: false });
    runs.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold: false });
  return runs;
}

const CHARACTER_LINE = /^@([^:\n]+):\s*(.*)$/;
const BULLET_LINE = /^(?:\$|-|\*)\s+(.*)$/;
const HEADING_LINE = /^(#{1,3})\s+(.*)$/;

function lineBlock(line: string): SummaryBlock | undefined {
  const heading = HEADING_LINE.exec(line);
  if (heading) {
    const content = parseSummaryInline(heading[2]!.trim());
    const level = heading[1]!.length;
    return level === 1 ? { type: 'title', content } : { type: 'heading', level: level as 2 | 3, content };
  }
  const character = CHARACTER_LINE.exec(line);
  if (character)
    return { type: 'character', name: character[1]!.trim(), content: parseSummaryInline(character[2]!.trim()) };
  const bullet = BULLET_LINE.exec(line);
  if (bullet) return { type: 'bullet', content: parseSummaryInline(bullet[1]!.trim()) };
  return undefined;
}

/**
 * Splits summary text into blocks, in order. Consecutive plain lines form one paragraph (joined with a space),
 * as a wrapped paragraph would; a blank line or a formatted line ends it.
 */
export function parseSummary(text: string): SummaryBlock[] {
  const blocks: SummaryBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseSummaryInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      endParagraph();
      continue;
    }
    const block = lineBlock(line);
    if (block) {
      endParagraph();
      blocks.push(block);
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/** The plain words of some runs, without the '%' markers. */
export const inlineText = (content: readonly SummaryInline[]): string => content.map((run) => run.text).join('');

/**
 * Why a text does not read as a complete summary, for writers' checks; [] when it does. A complete summary has
 * its title first, at least one header and one character entry, and no '%' left unpaired.
 */
export function summaryFormatIssues(text: string): string[] {
  const blocks = parseSummary(text);
  const issues: string[] = [];
  if (blocks[0]?.type !== 'title') issues.push("it does not start with a '# ' title");
  if (!blocks.some((block) => block.type === 'heading')) issues.push("it has no '## ' or '### ' header");
  if (!blocks.some((block) => block.type === 'character')) issues.push("it has no '@name:' character entry");
  const strayPercent = blocks.some((block) => block.content.some((run) => !run.bold && /%[A-Za-z]/.test(run.text)));
  if (strayPercent) issues.push("it has a '%' that opens bold text but never closes it");
  return issues;
}

/** An opening '%' left unclosed (a model that drifted, an edit): a marker, not a percent sign, when a letter follows it. */
const STRAY_MARKER = /%(?=\p{L})|(?<=\p{L})%(?!\p{N})/gu;

/**
 * The summary as plain prose, for wherever it is printed (the back cover of a book paid before blurbs were
 * written): its paragraphs only (the title, headers, character entries and bullets are the page's structure, not
 * prose), with every marker gone, '%' of bold text included. Paragraphs are separated by a blank line.
 */
export function summaryAsProse(text: string): string {
  return parseSummary(text)
    .filter((block) => block.type === 'paragraph')
    .map((block) => inlineText(block.content).replace(STRAY_MARKER, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}
