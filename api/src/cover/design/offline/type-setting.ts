import type { Font } from 'fontkit';
import { coversText, FALLBACK_FONTS, isCapitalsOnly, loadCoverFont, type CoverFontKey } from './cover-fonts.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextStyle {
  font: CoverFontKey;
  /** Font sizes in pixels of the print (300 dpi): the text starts at maxSize and shrinks until it fits the box. */
  maxSize: number;
  minSize: number;
  /** Baseline to baseline, as a multiple of the font size. */
  lineHeight: number;
  /** Extra space after each character, as a multiple of the font size (tracking for names in capitals). */
  letterSpacing?: number;
  maxLines: number;
  /** Where the lines sit in the box's height. */
  align?: 'top' | 'middle' | 'bottom';
}

export interface SetText {
  /** SVG path data of every glyph, in print pixels: no font is needed to draw it. */
  pathData: string;
  lines: string[];
  fontSize: number;
  font: CoverFontKey;
  /** The box the lines actually take (inside the box asked for). */
  bounds: Box;
}

/** How much a font size shrinks per attempt: small enough that a title ends up close to the largest size that fits. */
const SHRINK = 0.96;

/** Numbers in path data rounded to 0.1 px (a 300 dpi pixel is 85 µm): smaller SVG, same print. */
const roundPath = (path: string) =>
  path.replace(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi, (number) => String(Math.round(Number(number) * 10) / 10));

/** The font to draw the text with: the style's, else the first fallback that draws all of it (else the widest). */
function fontFor(text: string, wanted: CoverFontKey): CoverFontKey {
  return [wanted, ...FALLBACK_FONTS].find((key) => coversText(loadCoverFont(key), text)) ?? FALLBACK_FONTS.at(-1)!;
}

/** Below this size (print pixels) a word too long for the box is broken rather than shrunk further. */
const SMALLEST_SIZE = 8;

interface Measure {
  /** Width in font units of a run of text, tracking included. */
  width(text: string): number;
}

function measureWith(font: Font, trackingUnits: number): Measure {
  const cache = new Map<string, number>();
  return {
    width(text) {
      let width = cache.get(text);
      if (width === undefined) {
        const run = font.layout(text);
        width = run.advanceWidth + trackingUnits * Math.max(0, run.glyphs.length - 1);
        cache.set(text, width);
      }
      return width;
    },
  };
}

/** Splits a word wider than the line into pieces that fit (a 40-letter name, a title without spaces). */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  if (measure.width(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measure.width(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function greedyLines(words: readonly string[], maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure.width(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lines of even length rather than a full first line and a lonely last word: as many lines as the greedy fill
 * needs, with the words split where the squared slack of the lines adds up least (sum of squares is smallest when the
 * lines are equally long). Titles are a few words, so trying every split is cheap.
 */
function balancedLines(words: readonly string[], maxWidth: number, measure: Measure): string[] | undefined {
  const greedy = greedyLines(words, maxWidth, measure);
  if (greedy.length < 2 || words.length > 40) return greedy;
  // A title of three words or more never leaves one word alone on a line: it is set smaller instead.
  const minWords = words.length >= 3 ? 2 : 1;
  const count = greedy.length;
  const memo = new Map<string, { cost: number; breaks: number[] }>();
  const best = (start: number, lines: number): { cost: number; breaks: number[] } => {
    const key = `${start}:${lines}`;
    const known = memo.get(key);
    if (known) return known;
    let result = { cost: Infinity, breaks: [] as number[] };
    if (lines === 1) {
      const width = measure.width(words.slice(start).join(' '));
      if (width <= maxWidth && words.length - start >= minWords) result = { cost: (maxWidth - width) ** 2, breaks: [] };
    } else {
      for (let end = start + minWords; end <= words.length - minWords * (lines - 1); end++) {
        const width = measure.width(words.slice(start, end).join(' '));
        if (width > maxWidth) break;
        const rest = best(end, lines - 1);
        const cost = (maxWidth - width) ** 2 + rest.cost;
        if (cost < result.cost) result = { cost, breaks: [end, ...rest.breaks] };
      }
    }
    memo.set(key, result);
    return result;
  };
  const { cost, breaks } = best(0, count);
  if (cost === Infinity) return undefined;
  const edges = [0, ...breaks, words.length];
  return edges.slice(1).map((end, index) => words.slice(edges[index], end).join(' '));
}

/**
 * Sets text as large as it fits in the box: wrapped on spaces into balanced lines and shrunk step by step; a word
 * is never broken ("UNTITLE / D BOOK") while shrinking can make it fit, only below SMALLEST_SIZE. Below the style's
 * minimum size it keeps shrinking rather than spill out of the box, since spilling would put letters over the face
 * in the photo.
 */
export function setText(text: string, box: Box, style: TextStyle): SetText {
  const fontKey = fontFor(text, style.font);
  const font = loadCoverFont(fontKey);
  const cased = isCapitalsOnly(fontKey) ? text.toLocaleUpperCase('en') : text;
  const words = cased.trim().split(/\s+/u).filter(Boolean);
  const tracking = (style.letterSpacing ?? 0) * font.unitsPerEm;
  const measure = measureWith(font, tracking);
  let size = style.maxSize;
  let lines: string[] = [];
  for (;;) {
    const scale = size / font.unitsPerEm;
    const maxWidth = box.width / scale;
    const smallest = size < SMALLEST_SIZE;
    const pieces = smallest ? words.flatMap((word) => breakWord(word, maxWidth, measure)) : words;
    const balanced = pieces.every((word) => measure.width(word) <= maxWidth)
      ? balancedLines(pieces, maxWidth, measure)
      : undefined;
    lines = balanced ?? greedyLines(pieces, maxWidth, measure);
    const fitsLines = lines.length <= style.maxLines || size < style.minSize;
    if (balanced && fitsLines && lines.length * style.lineHeight * size <= box.height) break;
    if (smallest) break; // a box too small for any text: draw at 8 px rather than loop for ever
    size *= SHRINK;
  }
  return drawLines(lines, font, fontKey, size, tracking, box, style);
}

function drawLines(
  lines: string[],
  font: Font,
  fontKey: CoverFontKey,
  size: number,
  tracking: number,
  box: Box,
  style: TextStyle,
): SetText {
  const scale = size / font.unitsPerEm;
  const lineStep = style.lineHeight * size;
  const blockHeight = lines.length * lineStep;
  const free = box.height - blockHeight;
  const top = box.y + (style.align === 'top' ? 0 : style.align === 'bottom' ? free : free / 2);
  // Capital letters centred in each line's slot: the block looks centred whatever the font's ascender.
  const capHeight = (font.capHeight || font.ascent * 0.7) * scale;
  const paths: string[] = [];
  let minX = box.x + box.width;
  let maxX = box.x;
  lines.forEach((line, index) => {
    const run = font.layout(line);
    const width = (run.advanceWidth + tracking * Math.max(0, run.glyphs.length - 1)) * scale;
    let x = box.x + (box.width - width) / 2;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x + width);
    const baseline = top + index * lineStep + (lineStep + capHeight) / 2;
    run.glyphs.forEach((glyph, glyphIndex) => {
      const position = run.positions[glyphIndex]!;
      // Glyph 0 is the font's "missing character" box; a character no bundled font has is left out instead.
      if (glyph.id !== 0) {
        const path = glyph.path
          .scale(scale, -scale)
          .translate(x + position.xOffset * scale, baseline - position.yOffset * scale)
          .toSVG();
        if (path) paths.push(roundPath(path));
      }
      x += (position.xAdvance + tracking) * scale;
    });
  });
  return {
    pathData: paths.join(''),
    lines,
    fontSize: size,
    font: fontKey,
    bounds: { x: minX, y: top, width: Math.max(0, maxX - minX), height: blockHeight },
  };
}
