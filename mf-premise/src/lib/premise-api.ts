import { apiGet, apiPut } from '@storyloom/kit';
import { postEventStream } from '@storyloom/kit/wizard';
import {
  characterListSchema,
  savedCharactersReplySchema,
  step2ReplySchema,
  storyDetailsSchema,
  storyStateReplySchema,
  type SavedCharacter,
  type StoryGiftEditInput,
  type StoryOutlineEdit,
} from '@storyloom/contracts';
import {
  emptyGiftDetailsForm,
  giftDetailsFormFrom,
  giftDetailsFromForm,
  type GiftDetailsForm,
} from './gift-details-form.js';
import { storyDetailsFormFrom, storyDetailsFromForm, type StoryDetailsForm } from './story-details-form.js';
import {
  readStoredCharacters,
  readStoredStoryParams,
  readStoryOutline,
  storeCharacters,
  storeStoryOutline,
} from './local-storage.js';

export const STEP2_PATH = '/api/step2';
export const STEP1_PATH = '/api/step1';
export const STORY_OUTLINE_PATH = '/api/story_outline';
export const STORY_GIFT_PATH = '/api/story_gift';

/** How long /step2 waits for the draft before showing the local copy instead of a spinner. */
const LOAD_TIMEOUT_MS = 10_000;

export interface SavedStory {
  form: StoryDetailsForm | null;
  /** The "About this gift" section as saved (empty when nothing was). */
  gift: GiftDetailsForm;
  summary: string;
}

/**
 * What the visitor saved. The server's draft decides whether there is a summary (it is what step 3 reads), and
 * this browser's story_outline is brought in line with it; the local copies (story_params, story_outline) are
 * used only when the server cannot be reached, and story_params also to prefill details the draft lacks.
 */
export async function loadSavedStory(): Promise<SavedStory> {
  const [saved] = await Promise.all([loadStory(), refreshCharactersCopy()]);
  return saved;
}

/**
 * The summary request carries this browser's copy of the characters
 * (docs/product/step2-premise.md#what-happens-on-generate-summary), and those replace the saved ones: the copy is
 * first brought in line with the draft, so an old copy never undoes a change saved elsewhere.
 */
async function refreshCharactersCopy(): Promise<void> {
  try {
    const reply = savedCharactersReplySchema.safeParse(
      await apiGet<unknown>(STEP1_PATH, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) }),
    );
    if (reply.success && reply.data.characters.length > 0) storeCharacters(reply.data.characters);
  } catch {
    // Unreachable server: the copy stays as it is, and the request falls back to it.
  }
}

async function loadStory(): Promise<SavedStory> {
  let story = null;
  let summary: string | undefined;
  try {
    // Parsed, not trusted: a reply of another shape counts as an unreachable server.
    const reply = storyStateReplySchema.safeParse(
      await apiGet<unknown>(STEP2_PATH, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) }),
    );
    if (reply.success) {
      story = reply.data.story;
      summary = reply.data.story_outline ?? '';
      storeStoryOutline(summary);
    }
  } catch {
    // Falls through to the local copies: an unreachable server must not blank what the visitor wrote.
  }
  const localStory = storyDetailsSchema.safeParse(readStoredStoryParams());
  const details = story ?? (localStory.success ? localStory.data : null);
  return {
    form: details ? storyDetailsFormFrom(details) : null,
    gift: details ? giftDetailsFormFrom(details.gift) : emptyGiftDetailsForm(),
    summary: summary ?? readStoryOutline(),
  };
}

/**
 * Writes the summary for the form, streaming the words to `onText`; resolves with the summary, or '' when
 * the reply carried none. The request carries the characters as step 1 stored them in this browser;
 * when this browser has none, or a copy that no longer validates, the API uses the ones saved in the draft.
 */
export async function generateSummary(
  form: StoryDetailsForm,
  gift: GiftDetailsForm,
  onText: (delta: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const characters = characterListSchema.safeParse(readStoredCharacters());
  const giftDetails = giftDetailsFromForm(
    gift,
    characters.success ? characters.data.map((character) => character.id) : undefined,
  );
  const body = {
    ...storyDetailsFromForm(form),
    ...(giftDetails ? { gift: giftDetails } : {}),
    ...(characters.success ? { characters: characters.data } : {}),
  };
  const reply = step2ReplySchema.safeParse(await postEventStream<unknown>(STEP2_PATH, body, { onText, signal }));
  return reply.success ? reply.data.story_outline.trim() : '';
}

/** Saves the visitor's edited summary in the draft (PUT /api/story_outline). */
export async function saveSummary(storyOutline: string): Promise<void> {
  const body: StoryOutlineEdit = { story_outline: storyOutline };
  await apiPut<unknown>(STORY_OUTLINE_PATH, body);
}

/** Saves the "About this gift" section in the draft's story without writing the summary again (PUT /api/story_gift). */
export async function saveGift(gift: GiftDetailsForm): Promise<void> {
  const characters = characterListSchema.safeParse(readStoredCharacters());
  const details = giftDetailsFromForm(
    gift,
    characters.success ? characters.data.map((character) => character.id) : undefined,
  );
  const body: StoryGiftEditInput = { gift: details ?? {} };
  await apiPut<unknown>(STORY_GIFT_PATH, body);
}

/** A character as "what the reader calls each character" lists it: its call name is keyed by `id`, shown by `name`. */
export type GiftCharacter = Pick<SavedCharacter, 'id' | 'name'>;

/**
 * The book's characters, for "what the reader calls each character": this browser's copy from step 1 (what the
 * summary request sends), else the ones saved in the draft; [] when neither can be read.
 */
export async function loadGiftCharacters(signal: AbortSignal): Promise<GiftCharacter[]> {
  const idAndName = ({ id, name }: SavedCharacter): GiftCharacter => ({ id, name });
  const stored = characterListSchema.safeParse(readStoredCharacters());
  if (stored.success && stored.data.length > 0) return stored.data.map(idAndName);
  try {
    const reply = savedCharactersReplySchema.safeParse(await apiGet<unknown>(STEP1_PATH, { signal }));
    return reply.success ? reply.data.characters.map(idAndName) : [];
  } catch {
    return [];
  }
}
