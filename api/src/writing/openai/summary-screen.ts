/**
 * The summary as the visitor sees it while it streams. Models like to open with a line of their own ("Sure! Here
 * is your story summary:") or a code fence; the text is held back until its first heading, so such a preamble
 * never reaches the screen, and a summary that starts at a '## ' heading gets its '# title' first, as the saved
 * text does (see tidySummary).
 */
export class SummaryScreen {
  private held = '';
  private started = false;

  constructor(
    private readonly title: string,
    private readonly show: ((text: string) => void) | undefined,
  ) {}

  push(delta: string): void {
    if (this.started) {
      this.show?.(delta);
      return;
    }
    this.held += delta;
    // The space after the hashes shows the heading's level is complete ('#' could still become '##').
    const heading = FIRST_HEADING.exec(this.held);
    if (!heading && this.held.length < HEADING_WAIT_CHARS) return;
    this.started = true;
    // A model that ignores the format entirely still shows its words, under the title tidySummary gives it.
    const from = heading ? this.held.slice(heading.index) : this.held;
    this.held = '';
    this.show?.(heading?.[1] === '#' ? from : `# ${this.title}\n${from}`);
  }
}

/** A preamble is a sentence or two; past this much text without a heading, the answer has none to wait for. */
const HEADING_WAIT_CHARS = 400;

/** The first Markdown heading line of a text. */
export const FIRST_HEADING = /^(#{1,6}) /m;
