#!/usr/bin/env node
// `npm run samples`: makes the sample books that the landing page's 'See a Sample Story' and /examples show,
// with our own engine, and writes them into api/sample-books/ (committed; the API serves them, api/src/samples/).
//
// It starts the real API (the built api/dist, the same createApp as `npm start`) on 127.0.0.1 with a throw-away
// PGlite database, and for each sample walks the wizard's own HTTP calls as a new visitor: POST /api/step1
// (characters), /api/step2 (premise -> summary), /api/step3 (book size -> outline) and /api/generate_first_chapter.
// So every rule, prompt and writer is the one a visitor's book gets. Writer: the built-in offline one, or a real
// model when WRITER/OPENAI_* are set (as for `npm start`). The cover is the offline designer's, for the book the
// visitor's draft holds (as /api/generate_cover does), at a seed named after the sample rather than the wizard's
// random one: with the offline writer, a run with unchanged code rewrites no file (samples/sample-cover.mjs;
// sample-cover.spec.mjs proves the covers' bytes), and a sample can be remade without an account.
//
//   npm run samples                 # builds the API if needed, then makes every sample
//   node api/scripts/make-samples.mjs grandma-rosa-and-the-lighthouse-letters   # one sample again
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_BRIEFS } from './samples/sample-briefs.mjs';
import { COVER_SIZE, designSampleCover, sampleCoverFiles, THUMBNAIL_SIZE } from './samples/sample-cover.mjs';
import { Visitor } from './samples/visitor.mjs';

const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(API_DIR, 'sample-books');
const COVERS_DIR = join(OUT_DIR, 'covers');

if (!existsSync(join(API_DIR, 'dist/app.factory.js'))) {
  console.error(
    'The API is not built: run `npm run samples` (which builds it) or `npm run build -w @storyloom/api` first.',
  );
  process.exit(1);
}
const { createApp } = await import('../dist/app.factory.js');
const { loadConfig } = await import('../dist/config/app-config.js');
const { DraftService } = await import('../dist/draft/draft.service.js');
const { DRAFT_SECTION } = await import('../dist/draft/draft-section.js');
const { CharactersService } = await import('../dist/characters/characters.service.js');
const { PremiseService } = await import('../dist/premise/premise.service.js');
const { coverBookOf } = await import('../dist/cover/cover-book.js');
const { OfflineCoverDesigner } = await import('../dist/cover/design/offline-cover-designer.js');
const { sampleBookSchema, sampleListSchema } = await import('@storyloom/contracts');
const { pino } = await import('pino');

const wanted = process.argv.slice(2);
const briefs = wanted.length > 0 ? SAMPLE_BRIEFS.filter((brief) => wanted.includes(brief.slug)) : SAMPLE_BRIEFS;
if (briefs.length !== Math.max(wanted.length, briefs.length) || briefs.length === 0) {
  console.error(`Unknown sample. Known: ${SAMPLE_BRIEFS.map((brief) => brief.slug).join(', ')}`);
  process.exit(1);
}

/** Only the writer's settings come from the environment: the rest is this run's own throw-away server. */
const writerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key === 'WRITER' || key.startsWith('OPENAI_')),
);
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
console.log(
  `Making ${briefs.length} sample book(s) with the ${config.writing.writer} writer and the offline cover designer (API at ${baseUrl})`,
);

try {
  for (const brief of briefs) {
    const started = Date.now();
    const book = keepMadeAtIfUnchanged(await makeSample(brief));
    writeSample(book);
    console.log(
      `  ${book.slug}: ${book.chapterTitles.length} chapters outlined, chapter 1 ${words(book.firstChapter)} words, cover ${book.cover.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
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
  const { story_outline: summary } = await visitor.json('POST', '/api/step2', {
    ...brief.story,
    characters: brief.characters,
  });
  const outline = await visitor.json('POST', '/api/step3', { book_size: brief.bookSize });
  const { first_chapter: firstChapter } = await visitor.json('POST', '/api/generate_first_chapter');
  const { book, missing } = coverBookOf(
    await app.get(CharactersService).savedCharacters(visitor.id()),
    await app.get(PremiseService).storyDetails(visitor.id()),
  );
  if (!book) throw new Error(`${brief.slug}: the draft has no ${missing.join(' or ')} for a cover`);
  const coverPng = await designSampleCover(new OfflineCoverDesigner(), book, brief);

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
    characters: brief.characters.map(({ name, isMainCharacter, relation, age }) => ({
      name,
      isMainCharacter,
      relation: relation ?? '',
      age: age ?? '',
    })),
    bookSize: outline.book_size,
    chapterTitles: outline.chapters.map((chapter) => chapter.title),
    firstChapter,
    madeWith: {
      writer,
      ...(writer === 'openai' ? { model: config.writing.openai.models.chapter } : {}),
      promptVersions: {
        summary: last('summary').promptVersion,
        outline: last('outline').promptVersion,
        chapter: last('chapter').promptVersion,
      },
      coverDesigner: 'offline',
      madeAt: new Date().toISOString(),
    },
  });
}

/** When the sample was made: kept from the file already there when nothing else changed, so a rerun rewrites nothing. */
function keepMadeAtIfUnchanged(book) {
  const file = join(OUT_DIR, `${book.slug}.json`);
  if (!existsSync(file)) return book;
  const before = JSON.parse(readFileSync(file, 'utf8'));
  const withoutMadeAt = (sample) => JSON.stringify({ ...sample, madeWith: { ...sample.madeWith, madeAt: undefined } });
  return withoutMadeAt(before) === withoutMadeAt(book)
    ? { ...book, madeWith: { ...book.madeWith, madeAt: before.madeWith.madeAt } }
    : book;
}

/** The cover and its thumbnail (sample-cover.mjs), replacing the sample's old ones; their URLs for the sample. */
async function writeCovers(slug, png) {
  mkdirSync(COVERS_DIR, { recursive: true });
  const { cover, thumbnail } = await sampleCoverFiles(slug, png);
  for (const old of readdirSync(COVERS_DIR).filter((name) => name.startsWith(`${slug}.`)))
    rmSync(join(COVERS_DIR, old));
  for (const file of [cover, thumbnail]) writeFileSync(join(COVERS_DIR, file.name), file.data);
  return {
    url: `/api/samples/covers/${cover.name}`,
    width: COVER_SIZE.width,
    height: COVER_SIZE.height,
    thumbnailUrl: `/api/samples/covers/${thumbnail.name}`,
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
    const { slug, title, forWhom, genre, premise, cover, madeWith } = JSON.parse(
      readFileSync(join(OUT_DIR, `${brief.slug}.json`), 'utf8'),
    );
    return { slug, title, forWhom, genre, premise, cover, writer: madeWith.writer };
  });
  writeFileSync(join(OUT_DIR, 'index.json'), `${JSON.stringify(sampleListSchema.parse({ samples }), null, 2)}\n`);
}

function words(text) {
  return text.split(/\s+/).filter(Boolean).length;
}
