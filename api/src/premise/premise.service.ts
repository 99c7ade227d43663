import { Injectable } from '@nestjs/common';
import {
  giftForCharacters,
  hasGiftDetails,
  storyDetailsForCharacters,
  storyDetailsSchema,
  type GenerateOutlineRequest,
  type GiftDetails,
  type SavedCharacter,
  type Step2Request,
  type StoryDetails,
  type StoryStateReply,
} from '@storyloom/contracts';
import { CharactersService } from '../characters/characters.service.js';
import type { GenerationStream } from '../common/sse-reply.js';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { editedDraftValues } from '../draft/echoed-values.js';
import {
  readingLevelOfGrade,
  storyBriefFromDetails,
  storyBriefFromVariant,
  WritingService,
} from '../writing/writing.service.js';
import type { ReadingGrade, SummaryRequest } from '../writing/writing.types.js';
import { assertCallNamesKnown } from './gift-call-names.js';
import { PremiseCharactersMissingException, PremiseStoryMissingException } from './premise.exception.js';
import {
  readStoryDetails,
  readStorySummary,
  readSummaryCharactersFingerprint,
  summarySections,
} from './story-draft.js';

/** A summary ready to be written: validated, characters found, story details already saved. */
export interface PreparedSummary {
  visitorId: string;
  request: SummaryRequest;
}

/**
 * Step 2, Premise: the story details and the generated summary. Preparing (checks and saves) is separate from
 * writing, so a request that cannot be written fails with a plain 4xx before any stream starts.
 */
@Injectable()
export class PremiseService {
  constructor(
    private readonly drafts: DraftService,
    private readonly characters: CharactersService,
    private readonly writing: WritingService,
  ) {}

  /**
   * POST /api/step2: characters sent with the request replace the saved ones, so the summary and the draft agree.
   * They and the story details are saved together in one statement: never the characters without the details.
   */
  async prepareSummary(visitorId: string, body: Step2Request): Promise<PreparedSummary> {
    // Sent characters replace saved ones that can no longer be read, as step 1's would: no 409 for them here.
    const saved =
      body.characters === undefined
        ? await this.characters.savedCharacters(visitorId)
        : await this.characters.readableCharacters(visitorId);
    // Characters an older client sent without ids take their saved namesakes' ids (characters/saved-ids.ts).
    const sent = body.characters && (await this.characters.keepingSavedIds(visitorId, body.characters));
    // The characters drawer edits the characters it sends: those that differ from the draft's are saved.
    const { values, edits } = editedDraftValues({ characters: sent }, { characters: saved });
    const characters = requireCharacters(values.characters);
    assertCallNamesKnown(body.details.gift, characters);
    const details = storyDetailsForCharacters(body.details, characters);
    await this.drafts.saveSections(visitorId, {
      [DRAFT_SECTION.storyDetails]: details,
      ...(edits.characters ? this.characters.draftSections(edits.characters) : {}),
    });
    return { visitorId, request: { story: storyBriefFromDetails(details), characters } };
  }

  /** POST /api/generate_outline (the /OldStep2 variant): the characters are the saved ones. */
  async prepareVariantSummary(visitorId: string, body: GenerateOutlineRequest): Promise<PreparedSummary> {
    const characters = requireCharacters(await this.characters.savedCharacters(visitorId));
    // /OldStep2 does not ask about the gift: what /step2 saved about it stays, and its prompts use it too.
    const { gift } = (await this.storyDetails(visitorId)) ?? {};
    const details: StoryDetails = {
      bookTitle: body.bookTitle,
      genre: body.genre,
      premise: body.premise,
      style: body.style,
      tone: body.tone,
      readingLevel: readingLevelOfGrade(body.readingLevel as ReadingGrade),
      ...(gift ? { gift } : {}),
    };
    await this.drafts.saveSection(visitorId, DRAFT_SECTION.storyDetails, details);
    return { visitorId, request: { story: { ...storyBriefFromVariant(body), ...(gift ? { gift } : {}) }, characters } };
  }

  /**
   * Writes the summary (streamed through `stream.onText`) and saves it as the draft's story summary, together with
   * the characters it was written for, so a later change of characters shows it as out of date.
   */
  async writeSummary(prepared: PreparedSummary, stream: GenerationStream, ip: string): Promise<string> {
    const written = await this.writing.writeSummary(prepared.request, { visitorId: prepared.visitorId, ip, ...stream });
    await this.drafts.saveSections(prepared.visitorId, summarySections(written.text, prepared.request.characters));
    return written.text;
  }

  /** GET /api/step2: what /step2 restores after a reload. */
  async storyState(visitorId: string): Promise<StoryStateReply> {
    const [story, summary] = await Promise.all([this.storyDetails(visitorId), this.storySummary(visitorId)]);
    return { story: story ?? null, story_outline: summary ?? null };
  }

  /**
   * For later steps: the saved story details, or undefined when none were saved or they no longer pass the contract.
   * The gift's call names come keyed by the saved characters' ids, whatever the draft was saved with.
   */
  async storyDetails(visitorId: string): Promise<StoryDetails | undefined> {
    const [details, characters] = await Promise.all([
      readStoryDetails(this.drafts, visitorId),
      this.characters.readableCharacters(visitorId),
    ]);
    return details && storyDetailsForCharacters(details, characters);
  }

  /** For later steps: the saved story summary, or undefined when there is none (an empty text counts as none). */
  storySummary(visitorId: string): Promise<string | undefined> {
    return readStorySummary(this.drafts, visitorId);
  }

  /**
   * For the draft's progress: the fingerprint of the characters the saved summary was written for; undefined when
   * unknown (a summary saved before sources were recorded), which never counts as out of date.
   */
  summaryCharactersFingerprint(visitorId: string): Promise<string | undefined> {
    return readSummaryCharactersFingerprint(this.drafts, visitorId);
  }

  /**
   * PUT /api/story_outline: the visitor's edited summary replaces the generated one. Saving an edit is the visitor
   * vouching for the text as it stands with the characters saved now, so it is recorded as written for them.
   */
  async saveEditedSummary(visitorId: string, summary: string): Promise<void> {
    await this.drafts.saveSections(
      visitorId,
      summarySections(summary, await this.characters.savedCharacters(visitorId)),
    );
  }

  /**
   * PUT /api/story_gift: the saved story's gift details replaced (removed when none are given), the rest kept.
   * Answers the gift as saved: call names keyed by the saved characters' ids.
   */
  async saveGift(visitorId: string, sent: GiftDetails): Promise<GiftDetails> {
    const characters = await this.characters.savedCharacters(visitorId);
    return this.drafts.changeSection(visitorId, DRAFT_SECTION.storyDetails, (stored) => {
      const story = storyDetailsSchema.safeParse(stored);
      if (!story.success) throw new PremiseStoryMissingException();
      const { gift: _replaced, ...details } = story.data;
      assertCallNamesKnown(sent, characters);
      const gift = giftForCharacters(sent, characters);
      return { value: hasGiftDetails(gift) ? { ...details, gift } : details, result: gift };
    });
  }
}

/** A summary is written about characters: none sent and none saved is a 400 before anything is written. */
function requireCharacters(characters: SavedCharacter[]): SavedCharacter[] {
  if (characters.length === 0) throw new PremiseCharactersMissingException();
  return characters;
}
