import { describe, expect, it } from '@jest/globals';
import { ChapterStreamParser } from './chapter-stream-parser.js';

const outline = {
  chapters: [
    { number: 1, title: 'A {tricky} "title"', synopsis: 'Braces } and ] inside \\" strings.', tags: ['x', '{y}'] },
    { number: 2, title: 'B', synopsis: 'Second.', tags: [] },
  ],
};

describe('ChapterStreamParser', () => {
  it('hands over each chapter the moment its object closes, however the text is cut', () => {
    const json = JSON.stringify(outline, null, 1);
    for (const size of [1, 3, 7, json.length]) {
      const parser = new ChapterStreamParser();
      const seen: unknown[] = [];
      let completedAt = -1;
      for (let index = 0; index < json.length; index += size) {
        const done = parser.push(json.slice(index, index + size));
        if (done.length > 0 && completedAt < 0) completedAt = index;
        seen.push(...done);
      }
      expect(seen).toEqual(outline.chapters);
      // Exactly at the brace that closes chapter 1, long before the text ends.
      if (size === 1) expect(completedAt).toBe(json.lastIndexOf('}', json.indexOf('"number": 2')));
    }
  });

  it('skips a malformed chapter and keeps reading the next ones', () => {
    const parser = new ChapterStreamParser();
    expect(parser.push('{"chapters":[{"title": tru},{"title":"ok"}]}')).toEqual([{ title: 'ok' }]);
  });

  it("hands the items of the root's other arrays (the story bible) to onItem, never as chapters", () => {
    const items: Array<[string, unknown]> = [];
    const parser = new ChapterStreamParser((key, item) => items.push([key, item]));
    const json = JSON.stringify({
      chapters: [{ title: 'A', details: ['D1'] }],
      bible: [{ name: 'Pebble', kind: 'pet', attributes: ['grey'] }],
    });
    const chapters = [...json].flatMap((char) => parser.push(char));
    expect(chapters).toEqual([{ title: 'A', details: ['D1'] }]);
    expect(items).toEqual([['bible', { name: 'Pebble', kind: 'pet', attributes: ['grey'] }]]);
  });
});
