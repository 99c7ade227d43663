import { expect, it } from '@jest/globals';
import {
  emptyOutlineRequestForm,
  generateOutlineReplySchema,
  getCharactersReplySchema,
  remoteRegistrySchema,
  savedCharactersReplySchema,
  step2ReplySchema,
  storyStateReplySchema,
} from '@storyloom/contracts';
import { expectRecorded, recordCalls } from '@storyloom/kit/testing';
import { emptyGiftDetailsForm } from './lib/gift-details-form.js';
import { loadCharacterEditor } from './lib/load-character-editor.js';
import { storeCharacters } from './lib/local-storage.js';
import { generateSummary, loadSavedStory, saveGift, saveSummary } from './lib/premise-api.js';
import { emptyStoryDetailsForm } from './lib/story-details-form.js';
import { generateVariantOutline, loadFirstCharacter } from './lib/variant-api.js';

// This version's calls to the API, as its own functions send them (api/test/published-remote-calls.spec.ts replays
// every released version's record against the current API; `npm run contract:record` rewrites this version's).
it('calls the API as its record says (api/contracts/published-calls/mf-premise)', async () => {
  localStorage.clear();
  // Step 1's copy of the characters, which the summary request carries.
  storeCharacters([
    {
      name: 'Ada',
      isMainCharacter: true,
      personality: ['Funny'],
      skills: 'Art',
      hobbies: '',
      quirks: '',
      fears: '',
      age: '9',
      gender: 'female',
    },
    {
      name: 'Bo',
      isMainCharacter: false,
      relation: 'Mentor',
      personality: [],
      skills: '',
      hobbies: '',
      quirks: '',
      fears: 'Heights',
    },
  ]);
  const story = {
    ...emptyStoryDetailsForm(),
    bookTitle: 'The Lantern',
    genre: 'Mystery',
    premise: 'A family heirloom hides a coded message nobody can read',
    style: ['Playful'],
    tone: ['Warm'],
  };
  const gift = { ...emptyGiftDetailsForm(), occasion: 'Birthday', from: 'Grandma', callNames: { Ada: 'Addie' } };
  const summary = 'Ada finds a coded message in the family lantern.';
  const calls = await recordCalls(
    {
      'GET /api/step2': { schema: storyStateReplySchema, reply: { story: null, story_outline: null } },
      'GET /api/step1': { schema: savedCharactersReplySchema, reply: { characters: [] } },
      'POST /api/step2': { schema: step2ReplySchema, reply: { story_outline: summary }, stream: true },
      'PUT /api/story_outline': { reply: { success: true } },
      'PUT /api/story_gift': { reply: { success: true } },
      'GET /api/remotes': { schema: remoteRegistrySchema, reply: { remotes: [] } },
      'GET /api/get_characters': { schema: getCharactersReplySchema, reply: { success: true, characters: [] } },
      'POST /api/generate_outline': {
        schema: generateOutlineReplySchema,
        reply: { success: true, outline: 'Once upon a time' },
        stream: true,
      },
    },
    async () => {
      await loadSavedStory();
      await generateSummary(story, gift, () => undefined, new AbortController().signal);
      await saveSummary(`${summary} Edited.`);
      await saveGift(gift);
      // The CHARACTERS drawer asks which mf-characters to load; with none published it stops there.
      await expect(loadCharacterEditor()).rejects.toThrow('is not published');
      // /OldStep2, the legacy outline request form.
      await loadFirstCharacter().catch(() => undefined);
      const legacy = {
        ...emptyOutlineRequestForm(),
        bookTitle: 'The Lantern',
        genre: 'Mystery',
        customPremise: 'A lantern that hums',
        tone: 'Warm',
        style: 'Playful',
        readingLevel: 2,
      };
      await generateVariantOutline(legacy, () => undefined, new AbortController().signal);
    },
  );
  expectRecorded('mf-premise', 1, calls);
});
