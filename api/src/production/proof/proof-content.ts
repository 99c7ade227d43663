import type { ProofEdit } from '@storyloom/contracts/delivery';
import type { ProofContent } from '../production-pipeline.service.js';
import { ProofChapterNotFoundException, ProofParagraphNotFoundException } from './proof.exception.js';

/**
 * A chapter's paragraphs as the reading view shows them and a hand edit addresses them: the typesetter's own rule
 * (printable-text.ts, paragraphsOf): blank lines separate paragraphs, a single line break joins into one.
 */
export function paragraphsOfText(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

const joinParagraphs = (paragraphs: string[]) => paragraphs.join('\n\n');

/** The content with one hand edit applied, and the version's one-line description. Text stays data throughout. */
export function applyEdit(content: ProofContent, edit: ProofEdit): { content: ProofContent; description: string } {
  switch (edit.field) {
    case 'title':
      return { content: { ...content, title: edit.text }, description: 'Edited the book title' };
    case 'dedication':
      return {
        content: { ...content, dedication: edit.text },
        description: edit.text === '' ? 'Removed the dedication' : 'Edited the dedication',
      };
    case 'blurb':
      return { content: { ...content, blurb: edit.text }, description: 'Edited the back cover text' };
    case 'chapter_title':
      return {
        content: withChapter(content, edit.chapter, (chapter) => ({ ...chapter, title: edit.text })),
        description: `Edited the title of chapter ${edit.chapter}`,
      };
    case 'paragraph':
      return {
        content: withChapter(content, edit.chapter, (chapter) => {
          const paragraphs = paragraphsOfText(chapter.text);
          if (edit.paragraph >= paragraphs.length)
            throw new ProofParagraphNotFoundException(edit.chapter, edit.paragraph, paragraphs.length);
          paragraphs[edit.paragraph] = edit.text;
          return { ...chapter, text: joinParagraphs(paragraphs) };
        }),
        description: `Edited chapter ${edit.chapter}, paragraph ${edit.paragraph + 1}`,
      };
  }
}

function withChapter(
  content: ProofContent,
  number: number,
  change: (chapter: ProofContent['chapters'][number]) => ProofContent['chapters'][number],
): ProofContent {
  if (!content.chapters.some((chapter) => chapter.number === number))
    throw new ProofChapterNotFoundException(number, content.chapters.length);
  return {
    ...content,
    chapters: content.chapters.map((chapter) => (chapter.number === number ? change(chapter) : chapter)),
  };
}
