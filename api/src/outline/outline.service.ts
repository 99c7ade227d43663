import { Injectable } from '@nestjs/common';
import {
  chapterCountOf,
  DEFAULT_BOOK_SIZE,
  isBookSize,
  renderDetailedOutline,
  type BookSize,
  type ChapterEdit,
  type DetailedOutlineReply,
  type OutlineChapter,
} from '@storyloom/contracts';
import { CharactersService } from '../characters/characters.service.js';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { fingerprintOf } from '../draft/fingerprint.js';
import { PremiseService } from '../premise/premise.service.js';
import {
  OutlineChapterNotFoundException,
  OutlineNotFoundException,
  StoredOutlineUnreadableException,
} from './outline.exception.js';
import { outlineSources, type OutlineSources } from './outline-sources.js';
import { storedOutlineSchema, type StoredOutline } from './stored-outline.js';

export type { OutlineSources } from './outline-sources.js';

const NO_OUTLINE: DetailedOutlineReply = { detailed_outline: '', chapters: [], book_size: null, stale: false };

/** Step 3, Outline: the chosen book size and the stored outline, read and shaped by the visitor. */
@Injectable()
export class OutlineService {
  constructor(
    private readonly drafts: DraftService,
    private readonly characters: CharactersService,
    private readonly premise: PremiseService,
  ) {}

  /** What an outline is written from (steps 1 and 2, read through their modules) and what of it is missing. */
  async sources(visitorId: string): Promise<OutlineSources> {
    const [characters, story, summary] = await Promise.all([
      this.characters.savedCharacters(visitorId),
      this.premise.storyDetails(visitorId),
      this.premise.storySummary(visitorId),
    ]);
    return outlineSources(characters, story, summary);
  }

  /** The size chosen on step 3, or the default (M) when none was chosen or what is stored is not a size. */
  async bookSize(visitorId: string): Promise<BookSize> {
    const stored = await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.bookSize);
    return isBookSize(stored) ? stored : DEFAULT_BOOK_SIZE;
  }

  /** Records the visitor's choice; an outline written for another size becomes stale (see `detailedOutline`). */
  async chooseBookSize(visitorId: string, size: BookSize): Promise<void> {
    await this.drafts.saveSection(visitorId, DRAFT_SECTION.bookSize, size);
  }

  /** The outline in the reply form; '' with no chapters when none was written yet. */
  async detailedOutline(visitorId: string): Promise<DetailedOutlineReply> {
    const outline = await this.storedOutline(visitorId);
    return outline ? this.reply(visitorId, outline) : NO_OUTLINE;
  }

  /**
   * Replaces one chapter's title, synopsis and tags. What is saved here is what later chapters are written from.
   * The draft is changed in place, so edits of several chapters saved at the same moment are all kept.
   */
  async editChapter(visitorId: string, number: number, edit: ChapterEdit): Promise<DetailedOutlineReply> {
    const edited = await this.drafts.changeSection(visitorId, DRAFT_SECTION.detailedOutline, (stored) => {
      const outline = parseStoredOutline(stored);
      if (!outline) throw new OutlineNotFoundException();
      if (number > outline.chapters.length) throw new OutlineChapterNotFoundException(number, outline.chapters.length);
      const value: StoredOutline = {
        ...outline,
        chapters: outline.chapters.map((chapter) => (chapter.number === number ? { ...edit, number } : chapter)),
        editedChapters: [...new Set([...outline.editedChapters, number])].sort((a, b) => a - b),
      };
      return { value, result: value };
    });
    return this.reply(visitorId, edited);
  }

  /**
   * Keeps the facts chapter 1 established (written on step 4 from `writtenFrom`) with the outline, so that they join
   * the story bible of the book's other chapters. Nothing is kept when the outline changed meanwhile (a new outline
   * is another story) or none is stored.
   */
  async recordFirstChapterFacts(
    visitorId: string,
    writtenFrom: readonly OutlineChapter[],
    facts: readonly string[],
  ): Promise<void> {
    const unchanged = (outline: StoredOutline | undefined) =>
      outline !== undefined && fingerprintOf(outline.chapters) === fingerprintOf(writtenFrom);
    try {
      if (!unchanged(await this.storedOutline(visitorId))) return;
      await this.drafts.changeSection(visitorId, DRAFT_SECTION.detailedOutline, (stored) => {
        const outline = parseStoredOutline(stored);
        // Changed since it was read: nothing is written (throwing ends the transaction without a write).
        if (!outline || !unchanged(outline)) throw new OutlineNotFoundException();
        const value: StoredOutline = { ...outline, firstChapterFacts: [...facts] };
        return { value, result: undefined };
      });
    } catch (error) {
      if (!(error instanceof OutlineNotFoundException || error instanceof StoredOutlineUnreadableException))
        throw error;
    }
  }

  /** The stored outline, re-checked because the database is outside this process's control. */
  async storedOutline(visitorId: string): Promise<StoredOutline | undefined> {
    return parseStoredOutline(await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.detailedOutline));
  }

  /** Stale: the visitor has since chosen a size whose chapter count differs from this outline's. */
  private async reply(visitorId: string, outline: StoredOutline): Promise<DetailedOutlineReply> {
    const chosen = await this.bookSize(visitorId);
    return {
      detailed_outline: renderDetailedOutline(outline.chapters),
      chapters: outline.chapters,
      book_size: outline.bookSize,
      stale: chapterCountOf(chosen) !== outline.chapters.length,
    };
  }
}

/** undefined when no outline was stored; 409 when what is stored no longer passes the contract. */
function parseStoredOutline(stored: unknown): StoredOutline | undefined {
  if (stored === undefined || stored === null) return undefined;
  const parsed = storedOutlineSchema.safeParse(stored);
  if (!parsed.success) throw new StoredOutlineUnreadableException();
  return parsed.data;
}
