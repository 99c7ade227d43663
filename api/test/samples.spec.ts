import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sampleBookSchema, sampleListSchema } from '@storyloom/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

/** Reads the body of a binary answer (supertest leaves images unparsed otherwise). */
const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

// The samples are committed files, not rows: the module never touches the database, so PGlite alone is enough.
describe('GET /api/samples (sample books made by our engine)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('lists every sample with its title, for whom, premise and covers', async () => {
    const response = await request(testApp.server).get('/api/samples').expect(200);
    const { samples } = sampleListSchema.parse(response.body);
    expect(samples.length).toBeGreaterThanOrEqual(2);
    expect(samples.map((sample) => sample.slug)).toContain('grandma-rosa-and-the-lighthouse-letters');
    expect(new Set(samples.map((sample) => sample.slug)).size).toBe(samples.length);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers one sample whole: its characters, outline titles and first chapter', async () => {
    const response = await request(testApp.server).get('/api/samples/captain-mia-and-the-moon-garden').expect(200);
    const book = sampleBookSchema.parse(response.body);
    expect(book.title).toBe('Captain Mia and the Moon Garden');
    expect(book.characters.find((character) => character.isMainCharacter)?.name).toBe('Mia');
    expect(book.chapterTitles).toHaveLength(15);
    expect(book.firstChapter).toContain('Mia');
    expect(book.madeWith.writer).toMatch(/^(offline|openai)$/);
  });

  it("serves a sample's cover as a WebP cached for good, at the size the sample says", async () => {
    const { body } = await request(testApp.server)
      .get('/api/samples/the-case-of-the-missing-anniversary-cake')
      .expect(200);
    const book = sampleBookSchema.parse(body);
    for (const [url, width, height] of [
      [book.cover.url, book.cover.width, book.cover.height],
      [book.cover.thumbnailUrl, book.cover.thumbnailWidth, book.cover.thumbnailHeight],
    ] as const) {
      const response = await request(testApp.server).get(url).buffer(true).parse(binary).expect(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const image = await sharp(response.body as Buffer).metadata();
      expect(image).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('answers an unknown sample with a 404 JSON error naming where the samples are', async () => {
    const response = await request(testApp.server).get('/api/samples/no-such-book').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      error: 'SAMPLE_NOT_FOUND',
      message: 'We have no sample story by that name. See every sample at /examples.',
    });
  });

  it.each([
    ['a path outside the folder', '/api/samples/..%2F..%2Fpackage.json'],
    ['a dotted name', '/api/samples/..%2Fsample-books%2Findex'],
    ['markup', '/api/samples/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a file beside the covers', '/api/samples/covers/..%2Findex.json'],
    ['a path outside the repository', '/api/samples/covers/..%2F..%2F..%2Fpackage.json'],
  ])(
    'refuses %s, whose encoded slash has no single meaning, before any route reads it (400, never a file)',
    async (_label, path) => {
      const response = await request(testApp.server).get(path).expect(400);
      expect(response.body).toMatchObject({ error: 'PATH_NOT_UNDERSTOOD' });
    },
  );

  it.each([
    ['a dotted name', '/api/samples/..index'],
    ['an object key', '/api/samples/__proto__'],
    ['markup', '/api/samples/%3Cscript%3Ealert(1)%3C%2Fscript%3E'.replace('%2F', '')],
  ])('answers %s as an unknown sample, never as a file', async (_label, path) => {
    const response = await request(testApp.server).get(path).expect(404);
    expect(response.body).toMatchObject({ error: 'SAMPLE_NOT_FOUND' });
  });

  it.each([
    ['a dotted file beside the covers', '/api/samples/covers/..index.json'],
    ['a cover file no sample names', '/api/samples/covers/grandma-rosa-and-the-lighthouse-letters.0000000000.webp'],
  ])('never serves %s as a cover', async (_label, path) => {
    const response = await request(testApp.server).get(path).expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ error: 'SAMPLE_COVER_NOT_FOUND' });
  });
});
