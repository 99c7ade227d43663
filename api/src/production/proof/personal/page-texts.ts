import type * as Unpdf from 'unpdf';
import { lazyRequire } from '../../../common/lazy-require.js';

/**
 * The text of each page of a typeset PDF, as pdf.js reads it (through unpdf, its build for servers): index 0 is
 * page 1, lines end with '\n', running heads and folios included (they are on the page).
 *
 * A word the typesetter hyphenated at a line's end comes back whole on the line where it starts ('be-' / 'neath'
 * reads 'beneath'): Typst draws that hyphen as a glyph with no text of its own, in a marked-content span of its own,
 * and pdf.js reports such a span with no text item, which is how the break is recognised. A word hyphenated across
 * a page break cannot be joined within its page; its first part ends with a soft hyphen (U+00AD) followed by the
 * rest of that page's lines (often only the folio), so a reader of the whole book can join it (`joinPages`).
 */
export const SOFT_HYPHEN = '\u00AD';

/** pdf.js (through unpdf) loads with the first proof read, not at start-up (common/lazy-require.ts). */
const unpdf = lazyRequire<typeof Unpdf>('unpdf');

interface TextItem {
  str: string;
  hasEOL: boolean;
}
interface MarkedContent {
  type: 'beginMarkedContent' | 'beginMarkedContentProps' | 'endMarkedContent';
  tag?: string;
}

export async function pageTexts(pdf: Buffer | Uint8Array): Promise<string[]> {
  // A copy: pdf.js takes the bytes over (detaches the buffer), and the caller's PDF stays usable.
  const document = await unpdf().getDocumentProxy(new Uint8Array(pdf));
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ includeMarkedContent: true });
      texts.push(pageText(content.items as Array<TextItem | MarkedContent>));
      page.cleanup();
    }
    return texts;
  } finally {
    await document.destroy();
  }
}

/** One page's items in reading order; an empty Span right after a letter is a hyphenation break. */
function pageText(items: ReadonlyArray<TextItem | MarkedContent>): string {
  let text = '';
  // Whether the open marked content is a Span with no text so far (a running head's Artifact never is one).
  let emptySpan = false;
  for (const item of items) {
    if ('type' in item) {
      if (item.type === 'endMarkedContent' && emptySpan && /\p{L}$/u.test(text)) text += SOFT_HYPHEN;
      emptySpan = item.type !== 'endMarkedContent' && item.tag === 'Span';
      continue;
    }
    if (item.str !== '') emptySpan = false;
    text += item.str + (item.hasEOL ? '\n' : '');
  }
  return joinHyphenatedLines(text)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/**
 * 'across be\u00AD\nneath painted' -> 'across beneath\npainted': the rest of the word joins its first part, the
 * line after it keeps the rest of its words. A soft hyphen not followed by a line (a page's last word, or a span of
 * no text in mid-line) is kept only at the end of the page's body text, as described above.
 */
function joinHyphenatedLines(text: string): string {
  return text
    .replace(/\u00AD\n(\p{L}[^\s]*)(?: |(?=\n)|$)/gu, (_match, rest: string, offset: number, whole: string) => {
      const end = offset + _match.length;
      return end >= whole.length || whole[end] === '\n' ? rest : `${rest}\n`;
    })
    .replace(/\u00AD(?!\n)/g, (_match, offset: number, whole: string) =>
      offset === whole.length - 1 ? SOFT_HYPHEN : '',
    );
}
