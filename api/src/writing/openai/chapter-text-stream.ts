import { OUTLINE_LIMITS } from '@storyloom/contracts';
import { FACTS_MARKER } from '../prompts/chapter.v1.js';

export interface ParsedChapterText {
  /** The title from the 'Chapter N: title' line; undefined when the model left it out. */
  title: string | undefined;
  /** Paragraphs separated by one blank line, no title line, no markdown. */
  text: string;
  newFacts: string[];
}

type Phase = 'title' | 'prose' | 'facts';

/** 'Chapter 3: The Gate', 'Chapter Three - The Gate', or a bare 'Chapter 3'. */
const TITLE_LINE = /^chapter\s+(?:\d+\s*(?:[:.\-–—]\s*(.*))?|[a-z-]+\s*[:.\-–—]\s*(.*))$/i;
const LIST_BULLET = /^\s*(?:[-*•]|\d+[.)])\s*/;
/** Markdown that must never reach a printed page: emphasis and code marks anywhere, heading and quote marks at a line's start. */
const isInlineMark = (char: string) => char === '*' || char === '`' || char === '_';
const isLineStartMark = (char: string) => char === '#' || char === '>';

/**
 * Reads a streamed chapter ('Chapter N: title', blank line, paragraphs, then 'FACTS:' and a list) and hands out
 * only the prose, cleaned of markdown, as it arrives. A line that could still turn out to be the facts marker is
 * held back until it is clearly prose, so the facts never flash on screen. The pieces handed out add up to the
 * final `text`.
 */
export class ChapterTextStream {
  private phase: Phase = 'title';
  /** The current line, cleaned; its first `shown` characters were handed out already. */
  private line = '';
  private shown = 0;
  private title: string | undefined;
  private readonly paragraphs: string[] = [];
  private readonly facts: string[] = [];

  constructor(private readonly outlineTitle: string) {}

  /** Feeds the next piece of the answer; returns the prose to show now (possibly ''). */
  push(delta: string): string {
    let out = '';
    for (const char of delta) {
      if (char === '\n' || char === '\r') {
        out += this.endLine();
        continue;
      }
      if (this.line === '' && (char.trim() === '' || isLineStartMark(char))) continue;
      if (this.phase !== 'facts' && isInlineMark(char)) continue;
      this.line += char;
      if (this.phase === 'prose') out += this.show(false);
    }
    return out;
  }

  /** The end of the answer: the last line is complete. */
  finish(): { shown: string; parsed: ParsedChapterText } {
    const shown = this.endLine();
    return { shown, parsed: { title: this.title, text: this.paragraphs.join('\n\n'), newFacts: this.facts } };
  }

  private endLine(): string {
    const line = this.line.trim();
    let out = '';
    if (line !== '') {
      if (this.phase === 'title') out = this.readFirstLine(line);
      else if (this.phase === 'facts') this.readFact(line);
      else if (isFactsMarker(line)) this.phase = 'facts';
      else out = this.show(true);
    }
    this.line = '';
    this.shown = 0;
    return out;
  }

  /** 'Chapter 3: The Gate' (or the outline's own title) is the title; any other first line is already prose. */
  private readFirstLine(line: string): string {
    this.phase = 'prose';
    const heading = TITLE_LINE.exec(line);
    if (heading || line.toLowerCase() === this.outlineTitle.trim().toLowerCase()) {
      const title = (heading ? (heading[1] ?? heading[2] ?? '') : line).trim();
      this.title = title === '' ? undefined : title.slice(0, OUTLINE_LIMITS.titleMaxLength);
      return '';
    }
    return this.show(true);
  }

  private readFact(line: string): void {
    const fact = line.replace(LIST_BULLET, '').replace(/[*`_]/g, '').trim();
    if (fact !== '') this.facts.push(fact);
  }

  /** The unshown part of the current line, unless it may still be the facts marker (a complete line always shows). */
  private show(lineComplete: boolean): string {
    const visible = this.line.trim();
    if (visible.length <= this.shown || (!lineComplete && FACTS_MARKER.startsWith(visible.toUpperCase()))) return '';
    const separator = this.shown === 0 && this.paragraphs.length > 0 ? '\n\n' : '';
    const piece = separator + visible.slice(this.shown);
    if (this.shown === 0) this.paragraphs.push(visible);
    else this.paragraphs[this.paragraphs.length - 1] = visible;
    this.shown = visible.length;
    return piece;
  }
}

const isFactsMarker = (line: string) =>
  line.replace(/[*_#\s]/g, '').toUpperCase() === FACTS_MARKER || line.toUpperCase() === FACTS_MARKER.slice(0, -1);
