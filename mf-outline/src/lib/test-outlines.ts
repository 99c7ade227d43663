import {
  renderDetailedOutline,
  type BookSize,
  type DetailedOutlineReply,
  type DraftProgressReply,
  type OutlineChapter,
} from '@storyloom/contracts';

/** Test support only: the copies steps 1 and 2 keep in local storage (a cache; step 3 goes by the server). */
export function storeStepsOneAndTwo(): void {
  localStorage.setItem('characters', JSON.stringify([{ name: 'Ada', isMainCharacter: true }]));
  localStorage.setItem('story_outline', '# The Lantern\nAda finds a lantern.');
}

/** Test support only: `count` chapters numbered from 1, as the draft would hold them. */
export function chapters(count: number): OutlineChapter[] {
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    title: `Title ${index + 1}`,
    synopsis: `Synopsis ${index + 1}.`,
    tags: [],
  }));
}

export function draftReply(size: BookSize, count: number, stale = false): DetailedOutlineReply {
  const list = chapters(count);
  return { detailed_outline: renderDetailedOutline(list), chapters: list, book_size: size, stale };
}

export const NO_DRAFT_OUTLINE: DetailedOutlineReply = {
  detailed_outline: '',
  chapters: [],
  book_size: null,
  stale: false,
};

/** Test support only: the server's progress reply for a visitor who finished steps 1 and 2, adjusted by `changes`. */
export function progressReply(
  changes: { outlineMissing?: DraftProgressReply['outlineMissing']; staleOutline?: boolean; outline?: boolean } = {},
): DraftProgressReply {
  const missing = changes.outlineMissing ?? [];
  return {
    steps: {
      characters: !missing.includes('characters'),
      premise: !missing.includes('story details') && !missing.includes('story summary'),
      outline: changes.outline ?? false,
      cover: false,
      delivery: false,
    },
    stale: { summary: false, outline: changes.staleOutline ?? false },
    outlineMissing: missing,
  };
}
