import { describe, expect, it } from '@jest/globals';
import { describeView, layoutForWidth, pageViews, viewOfPage } from './page-views.js';

describe('the proof page views', () => {
  it('shows a book as a printed book opens on a desktop: page 1 alone on the right, then even|odd spreads, a last even page alone', () => {
    expect(pageViews(6, 'spreads')).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(pageViews(7, 'spreads')).toEqual([[1], [2, 3], [4, 5], [6, 7]]);
    expect(pageViews(1, 'spreads')).toEqual([[1]]);
    expect(pageViews(0, 'spreads')).toEqual([]);
  });

  it('shows one page at a time on a phone', () => {
    expect(pageViews(4, 'single')).toEqual([[1], [2], [3], [4]]);
  });

  it('uses spreads from a desktop width and single pages on a 375 px phone', () => {
    expect(layoutForWidth(375)).toBe('single');
    expect(layoutForWidth(1280)).toBe('spreads');
  });

  it('finds the view of a page (a chapter jump) and names it', () => {
    const spreads = pageViews(48, 'spreads');
    expect(viewOfPage(spreads, 13)).toBe(6);
    expect(spreads[6]).toEqual([12, 13]);
    expect(describeView(spreads[6]!, 48)).toBe('Pages 12–13 of 48');
    expect(viewOfPage(pageViews(48, 'single'), 13)).toBe(12);
    expect(describeView([1], 48)).toBe('Page 1 of 48');
    // A page past the end (a stale chapter list) shows the last view, not the first.
    expect(viewOfPage(spreads, 60)).toBe(spreads.length - 1);
  });
});
