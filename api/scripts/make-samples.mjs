#!/usr/bin/env node
// `npm run samples`: makes the sample books that the landing page's 'See a Sample Story' and /examples show,
// with our own engine, and writes them into api/sample-books/ (committed; the API serves them, api/src/samples/).
//
// It starts the real API (the built api/dist, the same createApp as `npm start`) on 127.0.0.1 with a throw-away
// PGlite database, and for each sample walks the wizard's own HTTP calls as a new visitor: POST /api/step1
// (characters), /api/step2 (premise -> summary), /api/step3 (book size -> outline), /api/generate_first_chapter
// and /api/generate_cover (the photos -> a cover). So every rule, prompt and writer is the one a visitor's book
// gets. Writer: the built-in offline one, or a real model when WRITER/OPENAI_* are set (as for `npm start`); the
// cover always comes from the offline designer, so a sample can be remade without an account.
//
//   npm run samples                 # builds the API if needed, then makes every sample
//   node api/scripts/make-samples.mjs grandma-rosa-and-the-lighthouse-letters   # one sample again
import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SAMPLE_BRIEFS } from './samples/sample-briefs.mjs';
import { portraitPhoto } from './samples/portrait-photo.mjs';
import { Visitor } from './samples/visitor.mjs';

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(API_DIR, 'sample-books');
const COVERS_DIR = join(OUT_DIR, 'covers');
/** The wizard's cover preview is at most 300 px high (2:3); twice that in pixels keeps it sharp on dense screens. */
const COVER_SIZE = { width: 400, height: 600 };
/** The /examples cards show covers 120 px wide. */
const THUMBNAIL_SIZE = { width: 240, height: 360 };

if (!existsSync(join(API_DIR, 'dist/app.factory.js'))) {
  console.error('The API is not built: run `npm run samples` (which builds it) or `npm run build -w @storyloom/api` first.');
  process.exit(1);
}
const { createApp } = await import('../dist/app.factory.js');
const { loadConfig } = await import('../dist/config/app-config.js');
const { DraftService } = await import('../dist/draft/draft.service.js');
const { DRAFT_SECTION } = await import('../dist/draft/draft-section.js');
const { sampleBookSchema, sampleListSchema } = await import('@storyloom/contracts');
const { pino } = await import('pino');

const wanted = process.argv.slice(2);
const briefs = wanted.length > 0 ? SAMPLE_BRIEFS.filter((brief) => wanted.includes(brief.slug)) : SAMPLE_BRIEFS;
if (briefs.length !== Math.max(wanted.length, briefs.length) || briefs.length === 0) {
  console.error(`Unknown sample. Known: ${SAMPLE_BRIEFS.map((brief) => brief.slug).join(', ')}`);
  process.exit(1);
}

/** Only the writer's settings come from the environment: the rest is this run's own throw-away server. */
const writerEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key === 'WRITER' || key.startsWith('OPENAI_')));
const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-samples-'));
const config = loadConfig({
  ...writerEnv,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  STORYLOOM_PUBLISH_DIR: join(dataDir, 'no-publish-dir'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  COVER_DESIGNER: 'offline',
  OFFLINE_WRITER_WORDS_PER_SECOND: '0',
});
const app = await createApp(config, { logger: pino({ level: 'warn' }) });
await app.listen(0, '127.0.0.1');
const baseUrl = await app.getUrl();
console.log(`Making ${briefs.length} sample book(s) with the ${config.writing.writer} writer and the offline cover designer (API at ${baseUrl})`);

try {
  for (const brief of briefs) {
    const started = Date.now();
    const book = await makeSample(brief);
    writeSample(book);
    console.log(`  ${book.slug}: ${book.chapterTitles.length} chapters outlined, chapter 1 ${words(book.firstChapter)} words, cover ${book.cover.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  writeIndex();
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** One visitor going through steps 1 to 4 over HTTP, then what the sample keeps of it. */
async function makeSample(brief) {
  const visitor = new Visitor(baseUrl);
  await visitor.json('POST', '/api/step1', { characters: brief.characters });
  const { story_outline: summary } = await visitor.json('POST', '/api/step2', { ...brief.story, characters: brief.characters });
  const outline = await visitor.json('POST', '/api/step3', { book_size: brief.bookSize });
  const { first_chapter: firstChapter } = await visitor.json('POST', '/api/generate_first_chapter');
  const photo = await portraitPhoto(brief.photo, `${brief.slug}.jpg`);
  const form = new FormData();
  form.append('images[]', new Blob([photo.data], { type: photo.type }), photo.name);
  const cover = await visitor.send('POST', '/api/generate_cover', form);
  if (!cover.success) throw new Error(`${brief.slug}: the cover failed: ${JSON.stringify(cover)}`);
  const coverPng = Buffer.from(cover.generated_images[0], 'base64');

  const generations = (await app.get(DraftService).getSection(visitor.id(), DRAFT_SECTION.generations)) ?? [];
  const last = (task) => generations.findLast((entry) => entry.task === task);
  const { writer } = last('chapter');
  return sampleBookSchema.parse({
    slug: brief.slug,
    title: brief.story.bookTitle,
    forWhom: brief.forWhom,
    genre: brief.story.genre,
    premise: brief.story.premise,
    cover: await writeCovers(brief.slug, coverPng),
    writer,
    summary,
    characters: brief.characters.map(({ name, isMainCharacter, relation, age }) => ({ name, isMainCharacter, relation: relation ?? '', age: age ?? '' })),
    bookSize: outline.book_size,
    chapterTitles: outline.chapters.map((chapter) => chapter.title),
    firstChapter,
    madeWith: {
      writer,
      ...(writer === 'openai' ? { model: config.writing.openai.models.chapter } : {}),
      promptVersions: { summary: last('summary').promptVersion, outline: last('outline').promptVersion, chapter: last('chapter').promptVersion },
      coverDesigner: 'offline',
      madeAt: new Date().toISOString(),
    },
  });
}

/** The cover at the preview's size and a thumbnail, WebP, named by their content so they can be cached forever. */
async function writeCovers(slug, png) {
  mkdirSync(COVERS_DIR, { recursive: true });
  for (const old of readdirSync(COVERS_DIR).filter((name) => name.startsWith(`${slug}.`))) rmSync(join(COVERS_DIR, old));
  const write = async (size, quality, suffix) => {
    const data = await sharp(png).resize(size.width, size.height, { fit: 'cover' }).webp({ quality, effort: 6 }).toBuffer();
    const name = `${slug}.${suffix}${createHash('sha256').update(data).digest('hex').slice(0, 10)}.webp`;
    writeFileSync(join(COVERS_DIR, name), data);
    return `/api/samples/covers/${name}`;
  };
  return {
    url: await write(COVER_SIZE, 82, ''),
    width: COVER_SIZE.width,
    height: COVER_SIZE.height,
    thumbnailUrl: await write(THUMBNAIL_SIZE, 76, 'thumb.'),
    thumbnailWidth: THUMBNAIL_SIZE.width,
    thumbnailHeight: THUMBNAIL_SIZE.height,
  };
}

function writeSample(book) {
  writeFileSync(join(OUT_DIR, `${book.slug}.json`), `${JSON.stringify(book, null, 2)}\n`);
}

/** index.json: the samples' order (the first is the one the landing page opens), each a summary for /examples. */
function writeIndex() {
  const samples = SAMPLE_BRIEFS.filter((brief) => existsSync(join(OUT_DIR, `${brief.slug}.json`))).map((brief) => {
    const { slug, title, forWhom, genre, premise, cover, madeWith } = JSON.parse(readFileSync(join(OUT_DIR, `${brief.slug}.json`), 'utf8'));
    return { slug, title, forWhom, genre, premise, cover, writer: madeWith.writer };
  });
  writeFileSync(join(OUT_DIR, 'index.json'), `${JSON.stringify(sampleListSchema.parse({ samples }), null, 2)}\n`);
}

function words(text) {
  return text.split(/\s+/).filter(Boolean).length;
}
