/**
 * How many chapters are written at once, adapted to what the provider sustains (issue 24, F10): additive increase,
 * multiplicative decrease, like TCP. It starts at BOOK_WRITING_CONCURRENCY; a request the provider refused (429)
 * or that timed out halves it (never below 1); `growAfter` successes in a row at the current level add one (never
 * above the start). A local server with one slot that got eight chapters at once is down to one after a single round
 * of refusals, instead of timing most of them out.
 *
 * Requests already under way when the limit was halved all saw the same overload: their refusals halve it only once
 * (a refusal counts only for a slot taken after the last decrease).
 */
export interface AdaptiveConcurrencyOptions {
  /** The most (and first) chapters at once: BOOK_WRITING_CONCURRENCY. */
  max: number;
  /** Successes in a row, per slot of the current limit, before it grows by one. */
  growAfter?: number;
}

/** One admitted piece of work: report how it ended with `release`. */
export interface ConcurrencySlot {
  /** How many decreases there had been when it was taken. */
  readonly decreasesBefore: number;
  /** How many slots were taken, this one included, when it was taken: 1 means the work ran alone. */
  readonly runningWhenTaken: number;
}

export type SlotOutcome = 'succeeded' | 'overloaded' | 'failed';

export class AdaptiveConcurrency {
  private current: number;
  private inFlight = 0;
  private successesInARow = 0;
  private decreases = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly max: number;
  private readonly growAfter: number;

  constructor(options: AdaptiveConcurrencyOptions) {
    this.max = Math.max(1, Math.floor(options.max));
    this.current = this.max;
    this.growAfter = Math.max(1, options.growAfter ?? DEFAULT_GROW_AFTER);
  }

  /** The limit now. */
  get limit(): number {
    return this.current;
  }

  /** How many slots are taken. */
  get running(): number {
    return this.inFlight;
  }

  /** Resolves with a slot once fewer than `limit` are taken (first come, first served). */
  async acquire(): Promise<ConcurrencySlot> {
    while (this.inFlight >= this.current) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
    return { decreasesBefore: this.decreases, runningWhenTaken: this.inFlight };
  }

  /**
   * Gives the slot back. 'overloaded' (429, timeout) halves the limit unless the slot started before the last
   * decrease; 'succeeded' counts toward growth; 'failed' (anything else) changes nothing.
   */
  release(slot: ConcurrencySlot, outcome: SlotOutcome): void {
    this.inFlight--;
    if (outcome === 'overloaded') {
      this.successesInARow = 0;
      if (slot.decreasesBefore === this.decreases) {
        this.current = Math.max(1, Math.floor(this.current / 2));
        this.decreases++;
      }
    } else if (
      outcome === 'succeeded' &&
      ++this.successesInARow >= this.growAfter * this.current &&
      this.current < this.max
    ) {
      this.current++;
      this.successesInARow = 0;
    }
    this.wakeWaiting();
  }

  private wakeWaiting(): void {
    for (let free = this.current - this.inFlight; free > 0 && this.waiting.length > 0; free--) this.waiting.shift()!();
  }
}

/** Four rounds of successes at the current level before trying one more: a one-slot server is probed rarely. */
const DEFAULT_GROW_AFTER = 4;
