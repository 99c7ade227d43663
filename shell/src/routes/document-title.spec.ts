import { describe, expect, it } from '@jest/globals';
import { documentTitle } from './document-title.js';
import { ROUTES } from './route-table.js';

const titleOf = (path: string) => {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return documentTitle(route.title);
};

describe('document titles', () => {
  it("names each wizard step 'Step N · <Stage> — Storyloom', the old variants like their step", () => {
    expect(['/step1', '/step2', '/step3', '/step4', '/step5'].map(titleOf)).toEqual([
      'Step 1 · Characters — Storyloom',
      'Step 2 · Premise — Storyloom',
      'Step 3 · Outline — Storyloom',
      'Step 4 · Cover — Storyloom',
      'Step 5 · Delivery — Storyloom',
    ]);
    expect(['/OldStep1', '/OldStep2', '/OldStep3', '/OldStep4'].map(titleOf)).toEqual(
      ['/step1', '/step2', '/step3', '/step4'].map(titleOf),
    );
  });

  it("names content pages '<Page> — Storyloom' and gives the landing page the tagline", () => {
    expect(titleOf('/tos')).toBe('Terms of Service — Storyloom');
    expect(titleOf('/contact')).toBe('Contact Us — Storyloom');
    expect(titleOf('/')).toBe('Storyloom — A book as unique as its reader');
    expect(titleOf('/home')).toBe(titleOf('/'));
  });

  it('gives every page its own title apart from the screens the spec lists twice', () => {
    const titles = new Set(ROUTES.map((route) => documentTitle(route.title)));
    // /home repeats /, and /OldStep1-4 repeat their steps.
    expect(titles.size).toBe(ROUTES.length - 5);
  });
});
