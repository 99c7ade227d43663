import { Injectable } from '@nestjs/common';
import type { FirstChapterReply } from '@storyloom/contracts';
import type { GenerationStream } from '../common/sse-reply.js';
import { OutlineService } from '../outline/outline.service.js';
import { openingChapterRequest, storyBriefFromDetails, WritingService } from '../writing/writing.service.js';
import type { ChapterRequest } from '../writing/writing.types.js';
import {
  FirstChapterMissingInputsException,
  FirstChapterOutlineStaleException,
  type FirstChapterInput,
} from './first-chapter.exception.js';

/** A first chapter ready to be written: everything it is written from, read from the visitor's draft. */
export interface PreparedFirstChapter {
  visitorId: string;
  request: ChapterRequest;
}

/**
 * Step 4's `POST /api/generate_first_chapter`: chapter 1 of the book, written by the writing engine's chapter
 * writer from the draft (characters, story details, summary, the outline's chapters with the visitor's edits, and
 * the story bible), exactly as the whole book's writing starts it (openingChapterRequest). Preparing is separate
 * from writing so a visitor who skipped a step gets a plain 400 before any stream starts.
 */
@Injectable()
export class FirstChapterService {
  constructor(
    private readonly outlines: OutlineService,
    private readonly writing: WritingService,
  ) {}

  /** Reads the draft, never what the browser sends; 400 naming each missing part, 409 for an outline of another size. */
  async prepare(visitorId: string): Promise<PreparedFirstChapter> {
    const [{ characters, story, summary, missing: missingSources }, outline] = await Promise.all([
      this.outlines.sources(visitorId),
      this.outlines.storedOutline(visitorId),
    ]);
    const missing: FirstChapterInput[] = [...missingSources, ...(outline ? [] : ['detailed outline' as const])];
    if (missing.length > 0 || !story || !summary || !outline) throw new FirstChapterMissingInputsException(missing);
    if ((await this.outlines.detailedOutline(visitorId)).stale) throw new FirstChapterOutlineStaleException();
    const request = openingChapterRequest({
      story: storyBriefFromDetails(story),
      characters,
      summary,
      outline: outline.chapters,
      foundations: outline.bible,
      placedDetails: outline.placedDetails,
    });
    return { visitorId, request };
  }

  /**
   * Writes the chapter (its prose streamed through `stream.onText`) within the generation limits, and answers it.
   * The facts it established are kept with the outline: the book written after payment continues from them.
   */
  async write(prepared: PreparedFirstChapter, stream: GenerationStream, ip: string): Promise<FirstChapterReply> {
    const chapter = await this.writing.writeChapter(prepared.request, {
      visitorId: prepared.visitorId,
      ip,
      interactive: true,
      ...stream,
    });
    await this.outlines.recordFirstChapterFacts(prepared.visitorId, prepared.request.outline, chapter.newFacts);
    return { first_chapter: chapter.text };
  }
}
