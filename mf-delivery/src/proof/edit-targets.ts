import { PROOF_LIMITS, proofEditRequestSchema, type ProofEdit, type ProofReply } from '@storyloom/contracts/delivery';

/** What a hand edit changes: a paragraph (by chapter and index), a chapter title, the book title, the dedication, the back cover. */
export type EditTarget =
  | Omit<Extract<ProofEdit, { field: 'paragraph' }>, 'text'>
  | Omit<Extract<ProofEdit, { field: 'chapter_title' }>, 'text'>
  | { field: 'title' | 'dedication' | 'blurb' };

export const LIMIT_OF: Record<EditTarget['field'], number> = {
  paragraph: PROOF_LIMITS.paragraph,
  chapter_title: PROOF_LIMITS.chapterTitle,
  title: PROOF_LIMITS.title,
  dedication: PROOF_LIMITS.dedication,
  blurb: PROOF_LIMITS.blurb,
};

/** What the field says in a version of the proof (undefined when it no longer exists there). */
export function fieldText(proof: ProofReply, target: EditTarget): string | undefined {
  switch (target.field) {
    case 'title':
      return proof.title;
    case 'dedication':
      return proof.dedication;
    case 'blurb':
      return proof.blurb;
    case 'chapter_title':
      return proof.chapters.find((chapter) => chapter.number === target.chapter)?.title;
    case 'paragraph':
      return proof.chapters.find((chapter) => chapter.number === target.chapter)?.paragraphs[target.paragraph];
  }
}

export const editOf = (target: EditTarget, text: string): ProofEdit => ({ ...target, text }) as ProofEdit;

/** The contract's own verdict on an edit, before it is sent: its message ('Paragraph must be at most 4000 characters'), or null. */
export function editProblem(target: EditTarget, text: string): string | null {
  const result = proofEditRequestSchema.safeParse({ base_version: 1, edit: editOf(target, text) });
  return result.success ? null : (result.error.issues[0]?.message ?? 'This text cannot be saved.');
}

/** One line for the saving states and the conflict notice: 'Chapter 3, paragraph 2'. */
export function describeTarget(target: EditTarget): string {
  switch (target.field) {
    case 'title':
      return 'The book title';
    case 'dedication':
      return 'The dedication';
    case 'blurb':
      return 'The back cover text';
    case 'chapter_title':
      return `Chapter ${target.chapter}'s title`;
    case 'paragraph':
      return `Chapter ${target.chapter}, paragraph ${target.paragraph + 1}`;
  }
}
