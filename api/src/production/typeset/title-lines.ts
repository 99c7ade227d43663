import { textWidth, type BookFontKey } from './typst-engine.js';

/**
 * A title's lines, chosen before Typst sets it, for the title page and the back cover: the fewest lines that fit,
 * with the words shared out so the lines are of similar length (never a full line over a lonely word), and never a
 * word broken: when the longest word is wider than the line, the whole title is set smaller. A title of three
 * words or more has no line of one word alone: it is set smaller on fewer lines instead.
 */
export interface TitleLines {
  lines: string[];
  sizePt: number;
}

export interface TitleFrame {
  font: BookFontKey;
  /** The size the title is set at when it fits. */
  sizePt: number;
  widthPt: number;
  maxLines: number;
}

/** How much the size shrinks per attempt, and the share of the width a line may fill (Typst's and fontkit's kerning differ slightly). */
const SHRINK = 0.95;
const FILL = 0.96;
/** A title shrinks no further than this share of its size (a frame too small for any title then overflows rather than loop). */
const SMALLEST_SHARE = 0.2;

export function titleLines(title: string, frame: TitleFrame): TitleLines {
  const words = title.split(/\s+/u).filter(Boolean);
  if (words.length === 0) return { lines: [], sizePt: frame.sizePt };
  const width = frame.widthPt * FILL;
  const widestWord = Math.max(...words.map((word) => textWidth(frame.font, word, frame.sizePt)));
  let size = Math.min(frame.sizePt, frame.sizePt * (width / widestWord));
  for (; size > frame.sizePt * SMALLEST_SHARE; size *= SHRINK) {
    const widths = new Map<string, number>();
    const measure = (line: string) =>
      widths.get(line) ?? widths.set(line, textWidth(frame.font, line, size)).get(line)!;
    for (let count = 1; count <= Math.min(frame.maxLines, words.length); count++) {
      const lines = balancedSplit(words, count, width, measure);
      if (lines) return { lines, sizePt: size };
    }
  }
  return { lines: [words.join(' ')], sizePt: size };
}

/**
 * The split of `words` into `count` lines that all fit, whose longest line is shortest (then whose lines differ
 * least); lines of one word are allowed only for titles of one or two words. Titles are a few words: every split is
 * tried.
 */
function balancedSplit(
  words: string[],
  count: number,
  width: number,
  measure: (line: string) => number,
): string[] | undefined {
  const minWords = words.length >= 3 && count > 1 ? 2 : 1;
  let best: { lines: string[]; longest: number; spread: number } | undefined;
  const split = (start: number, remaining: number, lines: string[]) => {
    if (remaining === 1) {
      if (words.length - start < minWords) return;
      const all = [...lines, words.slice(start).join(' ')];
      const widths = all.map(measure);
      const longest = Math.max(...widths);
      if (longest > width) return;
      const spread = longest - Math.min(...widths);
      if (!best || longest < best.longest - 0.01 || (Math.abs(longest - best.longest) <= 0.01 && spread < best.spread))
        best = { lines: all, longest, spread };
      return;
    }
    for (let end = start + minWords; end <= words.length - minWords * (remaining - 1); end++) {
      const line = words.slice(start, end).join(' ');
      if (measure(line) > width) break;
      split(end, remaining - 1, [...lines, line]);
    }
  };
  split(0, count, []);
  return best?.lines;
}
