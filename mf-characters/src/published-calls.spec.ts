import { it } from '@jest/globals';
import { savedCharactersReplySchema, step1ReplySchema } from '@storyloom/contracts';
import { expectRecorded, recordCalls } from '@storyloom/kit/testing';
import { loadSavedCharacters, saveCharacters } from './lib/characters-api.js';
import { characterFormToSaved, emptyCharacterForm } from './lib/character-form.js';

// This version's calls to the API, as its own functions send them (api/test/published-remote-calls.spec.ts replays
// every released version's record against the current API; `npm run contract:record` rewrites this version's).
it('calls the API as its record says (api/contracts/published-calls/mf-characters)', async () => {
  const main = {
    ...emptyCharacterForm('main', true),
    characterName: 'Ada',
    gender: 'female' as const,
    age: '9',
    personality: ['Funny'],
    skills: ['Art'],
  };
  const friend = {
    ...emptyCharacterForm('friend', false),
    characterName: 'Bo',
    relationship: 'Mentor',
    fears: ['Heights'],
  };
  const saved = [main, friend].map(characterFormToSaved);
  const calls = await recordCalls(
    {
      'GET /api/step1': { schema: savedCharactersReplySchema, reply: { characters: [] } },
      'POST /api/step1': { schema: step1ReplySchema, reply: { message: 'Characters saved' } },
    },
    async () => {
      await loadSavedCharacters();
      await saveCharacters(saved);
    },
  );
  expectRecorded('mf-characters', 0, calls);
});
