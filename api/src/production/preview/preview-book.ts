import type { PreviewPage } from '../typeset/typesetter.js';

const KIND_LABELS: Record<string, string> = {
  'front-cover': 'Front cover',
  cover: 'Cover: back, spine and front',
  title: 'Title page',
  dedication: 'Dedication',
  contents: 'Contents',
};

/**
 * How the preview names each page: 'Front cover', 'Cover: back, spine and front', 'Title page', 'Dedication',
 * 'Contents', then the first chapter's pages as 'Chapter 1, page 1 of 4' (counted within the chapter; the printed
 * page number is given apart).
 */
export function pageLabels(pages: readonly Pick<PreviewPage, 'kind'>[]): string[] {
  const chapterPages = pages.filter((page) => page.kind === 'chapter').length;
  let chapterPage = 0;
  return pages.map((page) => {
    if (page.kind !== 'chapter') return KIND_LABELS[page.kind] ?? page.kind;
    chapterPage += 1;
    return `Chapter 1, page ${chapterPage} of ${chapterPages}`;
  });
}
