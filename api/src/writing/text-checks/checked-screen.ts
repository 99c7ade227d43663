import { hasRefusal, isClosingChatter, isLeadingChatter } from './text-checks.js';

/** Held back before anything is shown: enough for a refusal, or an offer and a heading line above the prose. */
const OPENING_HOLD_CHARS = 600;
/** A paragraph's start is held until it is this long: long enough to tell a sign-off from prose. */
const PARAGRAPH_START_HOLD_CHARS = 40;

/**
 * A chapter as the visitor watches it stream, showing only what its check would keep (issue 24, F3): the opening
 * is held back until it is clearly prose (a refusal is never shown; a heading line or "Sure! Here is chapter 1:"
 * is dropped the way repairChapter drops it), and a paragraph is held back until it is clearly not a sign-off
 * ("I hope you enjoyed this chapter!"). `finish` shows the rest of the accepted text, so what was shown adds up to
 * the text stored whenever the accepted text continues what was shown.
 */
export class CheckedChapterScreen {
  private held = '';
  private shown = '';
  private opened = false;

  constructor(private readonly show: ((text: string) => void) | undefined) {}

  push(delta: string): void {
    this.held += delta;
    if (!this.opened) {
      if (this.held.length < OPENING_HOLD_CHARS || hasRefusal(this.held)) return;
      this.held = this.withoutLeadingChatter(this.held);
      this.opened = true;
    }
    const cut = this.held.lastIndexOf('\n\n');
    const paragraph = cut < 0 ? this.held : this.held.slice(cut + 2);
    const safe =
      paragraph.trim().length >= PARAGRAPH_START_HOLD_CHARS && !isClosingChatter(paragraph)
        ? this.held.length
        : Math.max(0, cut);
    this.emit(this.held.slice(0, safe));
    this.held = this.held.slice(safe);
  }

  /** Shows the rest of the text that passed its checks, when it continues what is on screen already. */
  finish(accepted: string): void {
    if (accepted.startsWith(this.shown)) this.emit(accepted.slice(this.shown.length));
    this.held = '';
  }

  private withoutLeadingChatter(text: string): string {
    let rest = text;
    for (let cut = rest.indexOf('\n\n'); cut >= 0 && isLeadingChatter(rest.slice(0, cut)); cut = rest.indexOf('\n\n'))
      rest = rest.slice(cut).replace(/^\s+/, '');
    return rest;
  }

  private emit(text: string): void {
    if (text === '') return;
    this.shown += text;
    this.show?.(text);
  }
}
