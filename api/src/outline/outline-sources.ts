import type { OutlineInput, SavedCharacter, StoryDetails } from '@storyloom/contracts';
import type { CharactersService } from '../characters/characters.service.js';
import type { DraftService } from '../draft/draft.service.js';
import { readStoryDetails, readStorySummary } from '../premise/story-draft.js';

/** What an outline is written from, as the draft holds it now (steps 1 and 2). */
export interface OutlineSources {
  characters: SavedCharacter[];
  story: StoryDetails | undefined;
  summary: string | undefined;
}

export async function readOutlineSources(drafts: DraftService, characters: CharactersService, visitorId: string): Promise<OutlineSources> {
  const [saved, story, summary] = await Promise.all([
    characters.savedCharacters(visitorId),
    readStoryDetails(drafts, visitorId),
    readStorySummary(drafts, visitorId),
  ]);
  return { characters: saved, story, summary };
}

/** The one rule for what /step3 still needs: POST /api/step3 refuses with it, GET /api/draft/progress reports it. */
export function missingOutlineInputs(sources: OutlineSources): OutlineInput[] {
  const missing: OutlineInput[] = [];
  if (sources.characters.length === 0) missing.push('characters');
  if (!sources.story) missing.push('story details');
  if (!sources.summary) missing.push('story summary');
  return missing;
}
