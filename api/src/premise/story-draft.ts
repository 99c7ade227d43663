import { storyDetailsSchema, type SavedCharacter, type StoryDetails } from '@storyloom/contracts';
import { z } from 'zod';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import type { DraftService } from '../draft/draft.service.js';
import { charactersFingerprint } from '../characters/characters.service.js';

/**
 * How Step 2's draft sections are read and written, inside the premise module only. Later steps (the outline,
 * the chapters) read the story through PremiseService, never from the browser, and what is read is re-validated:
 * the database is outside this process's control.
 */

const summarySourceSchema = z.object({ characters: z.string() });

/** The draft sections that store a summary together with the characters it was written for. */
export function summarySections(summary: string, characters: readonly SavedCharacter[]) {
  return {
    [DRAFT_SECTION.storySummary]: summary,
    [DRAFT_SECTION.storySummarySource]: { characters: charactersFingerprint(characters) },
  };
}

/**
 * The fingerprint of the characters the saved summary was written for; undefined when unknown (a summary saved
 * before sources were recorded), which never counts as out of date.
 */
export async function readSummaryCharactersFingerprint(
  drafts: DraftService,
  visitorId: string,
): Promise<string | undefined> {
  const parsed = summarySourceSchema.safeParse(
    await drafts.getSection<unknown>(visitorId, DRAFT_SECTION.storySummarySource),
  );
  return parsed.success ? parsed.data.characters : undefined;
}

/** The saved story details, or undefined when none were saved or what is stored no longer passes the contract. */
export async function readStoryDetails(drafts: DraftService, visitorId: string): Promise<StoryDetails | undefined> {
  const parsed = storyDetailsSchema.safeParse(await drafts.getSection<unknown>(visitorId, DRAFT_SECTION.storyDetails));
  return parsed.success ? parsed.data : undefined;
}

/** The saved story summary, or undefined when there is none (an empty text counts as none). */
export async function readStorySummary(drafts: DraftService, visitorId: string): Promise<string | undefined> {
  const stored = await drafts.getSection<unknown>(visitorId, DRAFT_SECTION.storySummary);
  return typeof stored === 'string' && stored.trim() !== '' ? stored : undefined;
}
