import { describe, expect, it } from '@jest/globals';
import { chapterTargetWords } from './chapter-length.js';

describe('chapterTargetWords', () => {
  it('gives a young child short chapters and an adult reader long ones', () => {
    expect(chapterTargetWords(1, 15)).toBe(350);
    expect(chapterTargetWords(3, 15)).toBe(1200);
    expect(chapterTargetWords(5, 15)).toBe(2000);
  });

  it('makes each chapter of a bigger book a little shorter, and the whole book longer', () => {
    for (const grade of [1, 2, 3, 4, 5] as const) {
      const [small, medium, big] = [15, 25, 40].map((count) => chapterTargetWords(grade, count));
      expect(big!).toBeLessThan(small!);
      expect(medium!).toBeLessThanOrEqual(small!);
      expect(big! * 40).toBeGreaterThan(small! * 15);
      expect(big! % 50).toBe(0);
    }
  });
});
