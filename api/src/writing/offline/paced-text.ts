import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Hands text to `onText` at a reading pace (words per second), so the offline writer streams like a model does
 * and the screen shows words appearing. 0 words per second hands it over at once (tests, benchmarks).
 */
export async function emitPaced(
  text: string,
  onText: ((delta: string) => void) | undefined,
  wordsPerSecond: number,
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted();
  if (!onText) return;
  if (wordsPerSecond <= 0) {
    onText(text);
    return;
  }
  // Words with their following whitespace, so the deltas join back into exactly `text`.
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  // A few words per tick keeps the event count (and timer overhead) low at any pace.
  const wordsPerTick = Math.max(1, Math.round(wordsPerSecond / 20));
  const tickMs = (1000 * wordsPerTick) / wordsPerSecond;
  for (let index = 0; index < words.length; index += wordsPerTick) {
    if (index > 0) await sleep(tickMs, undefined, { signal });
    onText(words.slice(index, index + wordsPerTick).join(''));
  }
}
