import { Injectable } from '@nestjs/common';
import { chapterCountOf, renderDetailedOutline, type BookSize, type Step3Reply } from '@storyloom/contracts';
import type { GenerationStream } from '../common/sse-reply.js';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { fingerprintOf } from '../draft/fingerprint.js';
import { storyBriefFromDetails, WriterOutputInvalidException, WritingService } from '../writing/writing.service.js';
import type { OutlineRequest, WrittenOutline } from '../writing/writing.types.js';
import { OutlineMissingInputsException } from './outline.exception.js';
import { OutlineService } from './outline.service.js';
import { storedOutlineSchema, type StoredOutline } from './stored-outline.js';

/** An outline ready to be written: the visitor's steps 1 and 2 found in the draft, the size chosen. */
export interface PreparedOutline {
  visitorId: string;
  size: BookSize;
  request: OutlineRequest;
}

/**
 * Step 3's `POST /api/step3`. Preparing (reading steps 1 and 2 from the draft) is separate from writing, so a
 * visitor who skipped a step gets a plain 400 before any stream starts.
 */
@Injectable()
export class OutlineGenerationService {
  constructor(
    private readonly drafts: DraftService,
    private readonly outlines: OutlineService,
    private readonly writing: WritingService,
  ) {}

  /** Reads what the outline is written from, never what a browser sends; 400 naming each missing part. */
  async prepare(visitorId: string, size: BookSize): Promise<PreparedOutline> {
    const { characters, story, summary, missing } = await this.outlines.sources(visitorId);
    if (missing.length > 0 || !story || !summary) throw new OutlineMissingInputsException(missing);
    return {
      visitorId,
      size,
      request: { story: storyBriefFromDetails(story), characters, summary, chapterCount: chapterCountOf(size) },
    };
  }

  /**
   * Writes the outline (chapters streamed through `stream.onText`), stores it with its size and the summary it was
   * written from (so a newer summary shows it as out of date), and answers it.
   */
  async write(prepared: PreparedOutline, stream: GenerationStream, ip: string): Promise<Step3Reply> {
    const { visitorId, size } = prepared;
    const written = await this.writing.writeOutline(prepared.request, { visitorId, ip, ...stream });
    const outline = toStoredOutline(size, written, prepared.request.summary);
    // The outline first: should the second save fail, the outline reads as stale and the visitor writes it again.
    await this.drafts.saveSection(visitorId, DRAFT_SECTION.detailedOutline, outline);
    await this.drafts.saveSection(visitorId, DRAFT_SECTION.bookSize, size);
    return { detailed_outline: renderDetailedOutline(outline.chapters), chapters: outline.chapters, book_size: size };
  }
}

/**
 * The engine promises exactly the size's chapter count; this checks it again together with the contract's
 * bounds, so a wrong-sized or malformed outline is refused (502) rather than stored and shown.
 */
function toStoredOutline(size: BookSize, written: WrittenOutline, summary: string): StoredOutline {
  const expected = chapterCountOf(size);
  if (written.chapters.length !== expected) {
    throw new WriterOutputInvalidException(
      `outline has ${written.chapters.length} chapters, the ${size} book needs ${expected}`,
    );
  }
  const parsed = storedOutlineSchema.safeParse({
    bookSize: size,
    chapters: written.chapters,
    writer: written.writer,
    model: written.model,
    promptVersion: written.promptVersion,
    summaryFingerprint: fingerprintOf(summary),
    // Server-side only: the wire reply is the chapters; the chapters after payment are written with these.
    ...(written.bible ? { bible: written.bible } : {}),
    ...(written.placedDetails ? { placedDetails: written.placedDetails } : {}),
  });
  if (!parsed.success)
    throw new WriterOutputInvalidException(`outline does not pass the contract: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
