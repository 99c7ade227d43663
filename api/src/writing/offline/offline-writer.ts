import { renderDetailedOutline, renderOutlineChapter } from '@storyloom/contracts';
import type {
  BlurbRequest,
  ChapterRequest,
  OutlineRequest,
  SummaryRequest,
  Writer,
  WriterContext,
  WrittenChapterText,
  WrittenOutline,
  WrittenText,
} from '../writing.types.js';
import { composeChapter } from './chapter-composer.js';
import { composeOutline } from './outline-composer.js';
import { offlinePlacement } from './given-details.js';
import { emitPaced } from './paced-text.js';
import { planBible } from './plan-bible.js';
import { buildStoryPlan } from './story-plan.js';
import { composeBlurb } from './blurb-composer.js';
import { composeSummary } from './summary-composer.js';

/** Bumped whenever the offline composition changes, so the draft's log tells which version wrote a text. */
export const OFFLINE_SUMMARY_VERSION = 'offline-summary.v3';
export const OFFLINE_OUTLINE_VERSION = 'offline-outline.v4';
export const OFFLINE_CHAPTER_VERSION = 'offline-chapter.v3';
export const OFFLINE_BLURB_VERSION = 'offline-blurb.v1';

/**
 * The default writer: composes personalised text from the visitor's inputs with no network and no key.
 * Deterministic for the same request and seed; streamed at `wordsPerSecond` so it reads like live writing.
 */
export class OfflineWriter implements Writer {
  readonly kind = 'offline';

  constructor(private readonly wordsPerSecond: number) {}

  async writeSummary(request: SummaryRequest, context: WriterContext): Promise<WrittenText> {
    const text = composeSummary(buildStoryPlan(request.story, request.characters, context.seed));
    await emitPaced(text, context.onText, this.wordsPerSecond, context.signal);
    return { text, writer: 'offline', promptVersion: OFFLINE_SUMMARY_VERSION };
  }

  async writeOutline(request: OutlineRequest, context: WriterContext): Promise<WrittenOutline> {
    const plan = buildStoryPlan(request.story, request.characters, context.seed, request.summary);
    const chapters = composeOutline(plan, request.chapterCount);
    for (const [index, chapter] of chapters.entries()) {
      await emitPaced(
        `${index > 0 ? '\n\n' : ''}${renderOutlineChapter(chapter)}`,
        context.onText,
        this.wordsPerSecond,
        context.signal,
      );
    }
    return {
      chapters,
      text: renderDetailedOutline(chapters),
      bible: planBible(plan),
      placedDetails: offlinePlacement(request.characters, request.chapterCount, plan.gentle),
      writer: 'offline',
      promptVersion: OFFLINE_OUTLINE_VERSION,
    };
  }

  async writeChapter(request: ChapterRequest, context: WriterContext): Promise<WrittenChapterText> {
    const chapter = composeChapter(request, context.seed);
    await emitPaced(chapter.text, context.onText, this.wordsPerSecond, context.signal);
    return { number: request.chapterNumber, ...chapter, writer: 'offline', promptVersion: OFFLINE_CHAPTER_VERSION };
  }

  async writeBlurb(request: BlurbRequest, context: WriterContext): Promise<WrittenText> {
    const text = composeBlurb(
      buildStoryPlan(request.story, request.characters, context.seed, request.summary),
      request.summary,
    );
    return { text, writer: 'offline', promptVersion: OFFLINE_BLURB_VERSION };
  }
}
