import { storyDetailsSchema, type SavedCharacter, type StoryDetails } from '@storyloom/contracts';
import { z } from 'zod';
import type { DraftService } from '../draft/draft.service.js';
import { fingerprintOf } from '../draft/fingerprint.js';

/**
 * The draft keys Step 2 writes, and their readers. Later steps (the outline, the chapters) read the story from
 * here rather than from the browser, and re-validate it: the database is outside this process's control.
 */
export const STORY_DETAILS_DRAFT_KEY = 'story';
/** The story summary text (section 3 format), generated or edited; the spec calls it story_outline. */
export const STORY_SUMMARY_DRAFT_KEY = 'storyOutline';
/** What the saved summary was written from: the fingerprint of the characters it names (see fingerprint.ts). */
export const STORY_SUMMARY_SOURCE_DRAFT_KEY = 'storyOutlineSource';

const summarySourceSchema = z.object({ characters: z.string() });

/** The draft sections that store a summary together with the characters it was written for. */
export function summarySections(summary: string, characters: readonly SavedCharacter[]) {
  return { [STORY_SUMMARY_DRAFT_KEY]: summary, [STORY_SUMMARY_SOURCE_DRAFT_KEY]: { characters: fingerprintOf(characters) } };
}

/**
 * The fingerprint of the characters the saved summary was written for; undefined when unknown (a summary saved
 * before sources were recorded), which never counts as out of date.
 */
export async function readSummaryCharactersFingerprint(drafts: DraftService, visitorId: string): Promise<string | undefined> {
  const parsed = summarySourceSchema.safeParse(await drafts.getSection<unknown>(visitorId, STORY_SUMMARY_SOURCE_DRAFT_KEY));
  return parsed.success ? parsed.data.characters : undefined;
}

/** The saved story details, or undefined when none were saved or what is stored no longer passes the contract. */
export async function readStoryDetails(drafts: DraftService, visitorId: string): Promise<StoryDetails | undefined> {
  const parsed = storyDetailsSchema.safeParse(await drafts.getSection<unknown>(visitorId, STORY_DETAILS_DRAFT_KEY));
  return parsed.success ? parsed.data : undefined;
}

/** The saved story summary, or undefined when there is none (an empty text counts as none). */
export async function readStorySummary(drafts: DraftService, visitorId: string): Promise<string | undefined> {
  const stored = await drafts.getSection<unknown>(visitorId, STORY_SUMMARY_DRAFT_KEY);
  return typeof stored === 'string' && stored.trim() !== '' ? stored : undefined;
}
