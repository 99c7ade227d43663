/**
 * The detailed outline's text form (docs/product/step3-outline.md#what-happens-on-generate-outline): each chapter is
 * a '**Chapter N: title**' marker line followed by its synopsis, chapters separated by a blank line. It is what
 * `/api/step3` answers as `detailed_outline`, what the browser keeps in local storage, and what the STORY OUTLINE
 * panel renders.
 */

export interface OutlineTextChapter {
  number: number;
  title: string;
  synopsis: string;
}

export interface ParsedDetailedOutline {
  /** Any text before the first chapter marker (an introduction, or a whole outline that has no markers). */
  intro: string;
  chapters: OutlineTextChapter[];
}

/** A whole marker line; text after the closing '**' on the same line starts the synopsis. */
const MARKER_LINE = /^\s*\*\*Chapter\s+(\d+)\s*:\s*(.*?)\s*\*\*(.*)$/i;
/** The start of a marker still being written (streaming): '**Chap', '**Chapter 3: The Sto'. */
const UNFINISHED_MARKER = /^\s*\*\*(?:C(?:h(?:a(?:p(?:t(?:e(?:r(?:\s.*)?)?)?)?)?)?)?)?$/i;
/** A synopsis line that would read as a marker; its leading '**' is dropped so it stays text. */
const MARKER_LOOKALIKE = /^(\s*)\*\*(?=\s*Chapter\s+\d+\s*:)/gim;

/** A title on one line, without the '**' that would end the marker early. */
const markerTitle = (title: string) =>
  title
    .replace(/\s+/g, ' ')
    .replace(/\*{2,}/g, '*')
    .trim();

/** One chapter: its marker line, then its synopsis. */
export function renderOutlineChapter(chapter: OutlineTextChapter): string {
  const marker = `**Chapter ${chapter.number}: ${markerTitle(chapter.title)}**`;
  const synopsis = chapter.synopsis.trim().replace(MARKER_LOOKALIKE, '$1');
  return synopsis === '' ? marker : `${marker}\n${synopsis}`;
}

/** The whole outline text; `parseDetailedOutline(renderDetailedOutline(chapters)).chapters` gives the chapters back. */
export function renderDetailedOutline(chapters: readonly OutlineTextChapter[]): string {
  return chapters.map(renderOutlineChapter).join('\n\n');
}

/**
 * Splits outline text at its chapter markers. Tolerant, because the text may be partial (streaming), old, or
 * written by a model: a last line that is a marker still being written is held back, and text without any
 * marker comes back whole as `intro`.
 */
export function parseDetailedOutline(text: string): ParsedDetailedOutline {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const last = lines.at(-1) ?? '';
  if (!MARKER_LINE.test(last) && UNFINISHED_MARKER.test(last)) lines.pop();

  const introLines: string[] = [];
  const chapters: Array<OutlineTextChapter & { lines: string[] }> = [];
  for (const line of lines) {
    const marker = MARKER_LINE.exec(line);
    if (marker) {
      const rest = marker[3]!.trim();
      chapters.push({
        number: Number(marker[1]),
        title: marker[2]!.trim(),
        synopsis: '',
        lines: rest === '' ? [] : [rest],
      });
    } else {
      (chapters.at(-1)?.lines ?? introLines).push(line);
    }
  }
  return {
    intro: introLines.join('\n').trim(),
    chapters: chapters.map(({ lines: synopsisLines, ...chapter }) => ({
      ...chapter,
      synopsis: synopsisLines.join('\n').trim(),
    })),
  };
}
