import { renderDetailedOutline, type BookSize, type DetailedOutlineReply, type OutlineChapter } from '@storyloom/contracts';

/** Test support only: what steps 1 and 2 leave in local storage for step 3. */
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

export const NO_DRAFT_OUTLINE: DetailedOutlineReply = { detailed_outline: '', chapters: [], book_size: null, stale: false };
