import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { BOOK_SIZES } from '@storyloom/contracts';
import sharp from 'sharp';
import { readSampleShelf, SAMPLE_BOOKS_DIR, SAMPLE_COVERS_DIR } from './sample-books.js';

// The committed output of `npm run samples`: every file it should have written is there, matches the contract
// (readSampleShelf parses each with the contract's schemas) and agrees with itself.
const shelf = readSampleShelf();
const books = [...shelf.books.values()];
const coverFile = (url: string) => join(SAMPLE_COVERS_DIR, url.slice('/api/samples/covers/'.length));

describe('the committed sample books (api/sample-books)', () => {
  it('has two or three varied samples, each with its own JSON file, and nothing else', () => {
    expect(books.length).toBeGreaterThanOrEqual(2);
    expect(new Set(books.map((book) => book.genre)).size).toBe(books.length);
    const jsonFiles = readdirSync(SAMPLE_BOOKS_DIR).filter((name) => name.endsWith('.json') && name !== 'index.json');
    expect(jsonFiles.sort()).toEqual(books.map((book) => `${book.slug}.json`).sort());
  });

  it('lists each sample in index.json exactly as its own file describes it', () => {
    for (const summary of shelf.list.samples) {
      const book = shelf.books.get(summary.slug)!;
      expect(summary).toEqual({
        slug: book.slug,
        title: book.title,
        forWhom: book.forWhom,
        genre: book.genre,
        premise: book.premise,
        cover: book.cover,
        writer: book.madeWith.writer,
      });
    }
  });

  it.each(books.map((book) => [book.slug, book] as const))(
    '%s: outline of its size, a real first chapter, characters it names',
    (_slug, book) => {
      expect(book.chapterTitles).toHaveLength(BOOK_SIZES[book.bookSize].chapters);
      expect(book.characters.filter((character) => character.isMainCharacter)).toHaveLength(1);
      const main = book.characters.find((character) => character.isMainCharacter)!;
      // A real first chapter: several paragraphs that name its hero. The demo writer tells the chapter's events and
      // stops (it no longer pads to the target with repeated filler), so its chapters are short.
      expect(book.firstChapter.split(/\s+/).length).toBeGreaterThan(book.madeWith.writer === 'offline' ? 80 : 250);
      expect(book.firstChapter.split('\n\n').length).toBeGreaterThan(3);
      expect(book.firstChapter).toContain(main.name);
      expect(book.summary).toContain(main.name);
      expect(Date.parse(book.madeWith.madeAt)).not.toBeNaN();
    },
  );

  it.each(books.map((book) => [book.slug, book] as const))(
    '%s: its cover and thumbnail exist as WebP of the sizes it states',
    async (_slug, book) => {
      for (const [url, width, height] of [
        [book.cover.url, book.cover.width, book.cover.height],
        [book.cover.thumbnailUrl, book.cover.thumbnailWidth, book.cover.thumbnailHeight],
      ] as const) {
        expect(existsSync(coverFile(url))).toBe(true);
        expect(await sharp(coverFile(url)).metadata()).toMatchObject({ format: 'webp', width, height });
      }
      // 2:3 portrait like every cover the wizard makes.
      expect(book.cover.width * 3).toBe(book.cover.height * 2);
    },
  );

  it('keeps no cover file that no sample names (a remade sample removes its old covers)', () => {
    expect(readdirSync(SAMPLE_COVERS_DIR).sort()).toEqual([...shelf.coverFiles].sort());
  });
});
