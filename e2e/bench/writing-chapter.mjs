// Chapters through the built OpenAI writer against the local OpenAI-compatible server streaming 50 tokens/s after
// 1 s: one chapter's first word and full text, then a whole 40-chapter book written with bounded parallelism (the
// figure book production builds on). The bench drives the writer and the book writer directly, as the production
// worker will (POST /api/generate_first_chapter adds only the API's streaming, measured for the outline already).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_CHARACTERS, BENCH_STORY, loadOfflineWriter, loadOpenAiCompatibleServer } from './writing-support.mjs';

const PROVIDER = { firstTokenDelayMs: 1000, tokensPerSecond: 50 };
/** Chapters written at once for the whole book: what a provider's rate limit usually allows one customer. */
export const BOOK_CONCURRENCY = 10;

const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);

async function bookPlan(root) {
  const { OfflineWriter, contracts } = await loadOfflineWriter(root);
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const story = {
    title: BENCH_STORY.bookTitle,
    genre: BENCH_STORY.genre,
    premise: BENCH_STORY.premise,
    styles: ['Lyrical'],
    tones: ['Hopeful'],
    readingGrade: 3,
    readingLevelLabel: 'Average',
  };
  const writer = new OfflineWriter(0);
  const summary = (await writer.writeSummary({ story, characters }, { seed: 1 })).text;
  const { chapters } = await writer.writeOutline({ story, characters, summary, chapterCount: 40 }, { seed: 1 });
  return { story, characters, summary, outline: chapters };
}

export async function measureChapterWriting({ root }) {
  const OpenAiCompatibleServer = await loadOpenAiCompatibleServer(root);
  const provider = await OpenAiCompatibleServer.start(PROVIDER);
  try {
    const { loadConfig } = await load(root, 'config', 'app-config.js');
    const { OpenAiWriter } = await load(root, 'writing', 'openai', 'openai-writer.js');
    const { writeBook } = await load(root, 'writing', 'book-writer.js');
    const { initialStoryBible } = await load(root, 'writing', 'story-bible.js');
    const { chapterTargetWords } = await load(root, 'writing', 'chapter-length.js');
    const config = loadConfig({ OPENAI_BASE_URL: provider.baseUrl, OPENAI_API_KEY: 'bench' });
    const writer = new OpenAiWriter(config.writing.openai);
    const plan = await bookPlan(root);
    const targetWords = chapterTargetWords(plan.story.readingGrade, plan.outline.length);

    const sentAt = Date.now();
    let firstWordAt;
    const one = await writer.writeChapter(
      { ...plan, chapterNumber: 1, bible: initialStoryBible(plan.story, plan.characters), targetWords },
      { seed: 1, onText: () => (firstWordAt ??= Date.now()) },
    );
    const chapter = {
      firstWordMs: firstWordAt - sentAt,
      fullMs: Date.now() - sentAt,
      words: one.text.split(/\s+/).length,
      targetWords,
      usage: one.usage && { prompt_tokens: one.usage.promptTokens, completion_tokens: one.usage.completionTokens },
    };

    const bookStartedAt = Date.now();
    const written = await writeBook(plan, {
      concurrency: BOOK_CONCURRENCY,
      writeChapter: (request) => writer.writeChapter(request, { seed: 1 }),
    });
    const completion = written.reduce((sum, each) => sum + (each.usage?.completionTokens ?? 0), 0);
    return {
      chapter,
      book: {
        chapters: written.length,
        ms: Date.now() - bookStartedAt,
        words: written.reduce((sum, each) => sum + each.text.split(/\s+/).length, 0),
        completionTokens: completion,
      },
    };
  } finally {
    await provider.close();
  }
}
