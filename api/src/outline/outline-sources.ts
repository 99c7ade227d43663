import type { OutlineInput, SavedCharacter, StoryDetails } from '@storyloom/contracts';

/** What an outline is written from, as the draft holds it now (steps 1 and 2), and what of it is missing. */
export interface OutlineSources {
  characters: SavedCharacter[];
  story: StoryDetails | undefined;
  summary: string | undefined;
  /** The one rule for what /step3 still needs: POST /api/step3 refuses with it, GET /api/draft/progress reports it. */
  missing: OutlineInput[];
}

export function outlineSources(
  characters: SavedCharacter[],
  story: StoryDetails | undefined,
  summary: string | undefined,
): OutlineSources {
  const missing: OutlineInput[] = [];
  if (characters.length === 0) missing.push('characters');
  if (!story) missing.push('story details');
  if (!summary) missing.push('story summary');
  return { characters, story, summary, missing };
}
