import { diffWords } from 'diff';

/** A run of text and whether the proposed change keeps, adds or removes it. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * What a proposed change does to a text, word by word (the `diff` package's word diff): the buyer sees each change
 * marked before accepting it (docs/product/proof.md). Runs of the same kind are merged so the marks stay readable.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffWords(before, after)) {
    const kind: DiffPart['kind'] = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += change.value;
    else parts.push({ kind, text: change.value });
  }
  return parts;
}

/** How many words a change adds and removes, for a one-line summary ('3 words changed'). */
export function changedWordCount(parts: readonly DiffPart[]): number {
  return parts
    .filter((part) => part.kind !== 'same')
    .reduce((count, part) => count + part.text.split(/\s+/).filter(Boolean).length, 0);
}
