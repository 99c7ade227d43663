import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { COVER_PRINT } from '@storyloom/contracts';
import sharp from 'sharp';
import { flatGreyPhoto, portraitPhoto, regionStats } from '../../../../test/support/cover-photos.js';
import { OpenAiCompatibleServer } from '../../../../test/support/openai-compatible-server.js';
import { OpenAiImagesServer } from '../../../../test/support/openai-images-server.js';
import type { CoverDesignConfig } from '../../../config/app-config.js';
import type { CoverBook, CoverPhoto } from '../cover-designer.js';
import { CoverDesignerUnavailableException, CoverPhotosRefusedException } from '../cover-designer.exception.js';
import { COVER_PROMPT_VERSION } from '../prompts/cover.v1.js';
import { OpenAiCoverDesigner } from './openai-cover-designer.js';

const book: CoverBook = {
  title: 'The <Map> of "Tomorrow" & Beyond',
  genre: 'Fantasy',
  tone: 'Hopeful',
  mainCharacterName: 'Ada',
  mainCharacterDescription: 'a curious nine-year-old girl',
  premise: 'An apprentice mapmaker finds a map that redraws itself every night',
};

const configFor = (
  baseURL: string,
  changes: Partial<CoverDesignConfig['openai']> = {},
): CoverDesignConfig['openai'] => ({
  apiKey: 'test-key',
  baseURL,
  model: 'image-model-under-test',
  quality: 'high',
  timeoutMs: 5000,
  maxRetries: 1,
  ...changes,
});

/** The error a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('OpenAiCoverDesigner through the openai SDK against a local images edit server', () => {
  let server: OpenAiImagesServer;
  let photos: CoverPhoto[];

  beforeAll(async () => {
    server = await OpenAiImagesServer.start();
    photos = [await portraitPhoto('me at the beach.jpg', 300, 400), await flatGreyPhoto('grey.png', 200, 200)];
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends every photo as a reference image with the configured model, portrait size and high input fidelity', async () => {
    await new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.fields).toMatchObject({
      model: 'image-model-under-test',
      size: '1024x1536',
      quality: 'high',
      input_fidelity: 'high',
      n: '1',
    });
    expect(request!.images).toHaveLength(2);
    // Re-encoded JPEGs named by position: the visitor's own file names never leave the server.
    expect(request!.images.map((image) => [image.name, image.type])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.jpg', 'image/jpeg'],
    ]);
    expect((await sharp(request!.images[0]!.data).metadata()).width).toBe(300);
  });

  it('prompts with the title, genre, tone and main character as data, keeping the likeness and room for the title', async () => {
    await new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' });

    // Multipart text fields travel with CRLF line ends, as browsers and the SDK's FormData send them.
    const prompt = server.requests[0]!.fields.prompt!.replace(/\r\n/g, '\n');
    expect(prompt).toMatch(/recognise them/);
    expect(prompt).toMatch(/Leave the top third calm/);
    expect(prompt).toMatch(/Do not draw any text/);
    const data = JSON.parse(/<book_data>\n([\s\S]*?)\n<\/book_data>/.exec(prompt)![1]!) as Record<string, unknown>;
    expect(data).toEqual({
      bookTitle: book.title,
      genre: 'Fantasy',
      tone: 'Hopeful',
      mainCharacter: { name: 'Ada', description: 'a curious nine-year-old girl' },
      premise: book.premise,
    });
    // The title's markup characters cannot close the data block.
    expect(prompt).not.toContain('<Map>');
  });

  it('enlarges the returned picture to print size with bleed at 300 dpi, sRGB, and derives the 2:3 preview', async () => {
    server.colour = '#3366cc';
    const cover = await new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' });

    const print = await sharp(cover.print).metadata();
    expect([print.width, print.height, print.density, print.space, print.format]).toEqual([
      COVER_PRINT.widthPixels,
      COVER_PRINT.heightPixels,
      300,
      'srgb',
      'png',
    ]);
    const preview = await sharp(cover.preview).metadata();
    expect([preview.width, preview.height]).toEqual([COVER_PRINT.previewWidthPixels, COVER_PRINT.previewHeightPixels]);
    // Below the title and above the name, the print is the provider's picture, bleed included.
    const { channels } = await regionStats(cover.print, {
      left: 0,
      top: 1200,
      width: COVER_PRINT.widthPixels,
      height: 800,
    });
    expect(channels.slice(0, 3).map((channel) => Math.round(channel.mean))).toEqual([0x33, 0x66, 0xcc]);
    expect(cover.softPhotos).toEqual([]);
    expect(cover.notes).toMatchObject({ model: 'image-model-under-test', promptVersion: COVER_PROMPT_VERSION });
  });

  it('sets the title on the picture in the bundled font: the top of the cover is no longer flat', async () => {
    const cover = await new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' });
    const top = await regionStats(cover.print, { left: 0, top: 170, width: COVER_PRINT.widthPixels, height: 700 });
    expect(top.channels[0]!.stdev).toBeGreaterThan(20);
  });

  it.each([
    ['rate-limited (429)', { status: 429, headers: { 'retry-after': '42' } }, 'busy', 503],
    ['down (500, also on the retry)', { status: 500 }, 'down', 502],
    ['given a bad key (401)', { status: 401 }, 'misconfigured', 502],
    ['asked for an unknown model (400)', { status: 400, error: { message: 'Invalid model' } }, 'misconfigured', 502],
    ['answering without an image', { noImage: true }, 'no-image', 502],
  ] as const)(
    'a provider %s becomes COVER_DESIGNER_UNAVAILABLE with a sentence for the visitor',
    async (_, reply, reason, status) => {
      server.script(reply, reply);
      const error = await rejection(
        new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' }),
      );
      expect(error).toBeInstanceOf(CoverDesignerUnavailableException);
      expect(error).toMatchObject({ code: 'COVER_DESIGNER_UNAVAILABLE', reason, status });
      expect((error as Error).message).toMatch(/photos are kept|try again/);
      if (reason === 'busy')
        expect((error as CoverDesignerUnavailableException).headers).toEqual({ 'Retry-After': '42' });
    },
  );

  it('answers a Retry-After longer than the wait it has left at once, as busy with that hint, without sleeping (issue 24, F4)', async () => {
    // Both of OpenAI's headers, saying the same two minutes (the stand-in's own default retry-after-ms is 10 ms).
    const busy = { status: 429, headers: { 'retry-after': '120', 'retry-after-ms': '120000' } };
    server.script(busy, busy);
    const error = await rejection(
      new OpenAiCoverDesigner(configFor(server.baseUrl, { timeoutMs: 5000 })).design({ photos, book, seed: 'a' }),
    );
    expect(error).toMatchObject({
      code: 'COVER_DESIGNER_UNAVAILABLE',
      reason: 'busy',
      status: 503,
      headers: { 'Retry-After': '120' },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('a server without an images API (405) gets the offline cover instead, and the operator a warning', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    server.script({ status: 405, error: { message: 'Method Not Allowed' } });
    const cover = await new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' });
    expect(cover.notes).toHaveProperty('layout'); // the offline designer's notes, not the model's
    expect((await sharp(cover.print).metadata()).width).toBe(COVER_PRINT.widthPixels);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('has no images API (HTTP 405'));
  });

  it("an unknown image model (OpenAI's 404 model_not_found) stays a misconfiguration, not a missing images API", async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    server.script({ status: 404, error: { code: 'model_not_found', message: 'The model does not exist' } });
    const error = await rejection(
      new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' }),
    );
    expect(error).toMatchObject({ code: 'COVER_DESIGNER_UNAVAILABLE', reason: 'misconfigured', status: 502 });
  });

  it('a safety refusal of the photos is a 422 telling the visitor to try another photo', async () => {
    server.script({
      status: 400,
      error: { code: 'moderation_blocked', message: 'Your request was rejected by the safety system.' },
    });
    const error = await rejection(
      new OpenAiCoverDesigner(configFor(server.baseUrl)).design({ photos, book, seed: 'a' }),
    );
    expect(error).toBeInstanceOf(CoverPhotosRefusedException);
    expect(error).toMatchObject({ code: 'COVER_PHOTOS_REFUSED', status: 422 });
    expect(server.requests).toHaveLength(1); // a refusal is not retried
  });

  it('a provider that never answers is cut off at OPENAI_IMAGE_TIMEOUT_MS and reported as a timeout', async () => {
    server.script({ hang: true }, { hang: true });
    const started = Date.now();
    const error = await rejection(
      new OpenAiCoverDesigner(configFor(server.baseUrl, { timeoutMs: 400 })).design({ photos, book, seed: 'a' }),
    );
    expect(error).toMatchObject({ code: 'COVER_DESIGNER_UNAVAILABLE', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a visitor who leaves cancels the request, which is not reported as a provider failure', async () => {
    server.script({ hang: true });
    const controller = new AbortController();
    // A deadline far past the test's own timeout: only the visitor's leaving can end the request in time.
    const pending = new OpenAiCoverDesigner(configFor(server.baseUrl, { timeoutMs: 600_000 })).design({
      photos,
      book,
      seed: 'a',
      signal: controller.signal,
    });
    // The visitor leaves while the provider is at work on the request.
    await server.until(() => server.requests.length === 1);
    controller.abort(new Error('visitor left'));
    const error = await rejection(pending);
    expect(error).not.toBeInstanceOf(CoverDesignerUnavailableException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('OpenAiCoverDesigner pointed at a text server without an images API (issue 24, F2)', () => {
  let textServer: OpenAiCompatibleServer;
  let photos: CoverPhoto[];

  beforeAll(async () => {
    textServer = await OpenAiCompatibleServer.start();
    photos = [await portraitPhoto('me.jpg', 300, 400)];
  });
  afterAll(() => textServer.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('makes every cover with the offline designer, warning the operator once, never failing the visitor', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const designer = new OpenAiCoverDesigner(configFor(textServer.baseUrl));
    const first = await designer.design({ photos, book, seed: 'a' });
    const second = await designer.design({ photos, book, seed: 'b' });
    for (const cover of [first, second]) {
      expect((await sharp(cover.print).metadata()).width).toBe(COVER_PRINT.widthPixels);
      expect(cover.notes).toHaveProperty('layout'); // the offline designer's notes, not the model's
    }
    const noImagesApi = warned.mock.calls.filter(([message]) => String(message).includes('has no images API'));
    expect(noImagesApi).toEqual([
      [expect.stringContaining(`the server at ${textServer.baseUrl} has no images API (HTTP 404 on images/edits)`)],
    ]);
  });
});
