/**
 * How the proof shows the book's pages (docs/product/proof.md): two-page spreads on a wide screen, one page at a time
 * on a phone. A printed book opens on page 1 alone on the right; after it, each spread is an even page on the left and
 * the odd page after it on the right; a last even page stands alone on the left.
 */
export type PageLayout = 'spreads' | 'single';

/** A view: the pages shown together, left to right (one or two). */
export type PageView = readonly number[];

export function pageViews(pageCount: number, layout: PageLayout): PageView[] {
  const views: PageView[] = [];
  if (pageCount < 1) return views;
  if (layout === 'single') {
    for (let page = 1; page <= pageCount; page += 1) views.push([page]);
    return views;
  }
  views.push([1]);
  for (let left = 2; left <= pageCount; left += 2) views.push(left + 1 <= pageCount ? [left, left + 1] : [left]);
  return views;
}

/** The view that shows `page` (the first view for a page out of range). */
export function viewOfPage(views: readonly PageView[], page: number): number {
  const index = views.findIndex((view) => view.includes(page));
  return index < 0 ? (page > 0 && views.length > 0 ? views.length - 1 : 0) : index;
}

/** 'Pages 4–5 of 48' / 'Page 1 of 48': what the page indicator says (and a screen reader reads). */
export function describeView(view: PageView, pageCount: number): string {
  if (view.length === 0) return '';
  return view.length === 1
    ? `Page ${view[0]} of ${pageCount}`
    : `Pages ${view[0]}–${view[view.length - 1]} of ${pageCount}`;
}

/** Below this width the proof shows single pages: two pages side by side would be too small to read. */
export const SPREADS_MIN_WIDTH_PX = 760;

export const layoutForWidth = (width: number): PageLayout => (width >= SPREADS_MIN_WIDTH_PX ? 'spreads' : 'single');
