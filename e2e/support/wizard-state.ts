import { expect, type Page } from '@playwright/test';

const characters = [
  {
    name: 'Grandma Rosa',
    isMainCharacter: true,
    personality: ['Brave', 'Curious'],
    skills: 'Sailing',
    fears: 'Thunder',
  },
  { name: 'Milo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites' },
];

const storyDetails = {
  bookTitle: 'The Lantern of Gull Bay',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};

/** What /step2's "About this gift" may add (api/contracts/src/story/gift-details.ts), e.g. what each character is called (keyed by id, or by name as clients from before ids do). */
export interface GiftAnswers {
  occasion?: string;
  from?: string;
  to?: string;
  callNames?: Record<string, string>;
  avoid?: string;
}

/** Steps 1 and 2 through the API (same cookie jar as the page), and what they leave in local storage. */
export async function completeStepsOneAndTwo(page: Page, gift?: GiftAnswers) {
  await page.request.post('/api/step1', { data: { characters } }).then((response) => expect(response.ok()).toBe(true));
  const step2 = await page.request.post('/api/step2', {
    data: { ...storyDetails, characters, ...(gift ? { gift } : {}) },
  });
  expect(step2.ok()).toBe(true);
  const { story_outline: storyOutline } = (await step2.json()) as { story_outline: string };
  await page.addInitScript(
    ([storedCharacters, summary]) => {
      localStorage.setItem('characters', storedCharacters!);
      localStorage.setItem('story_outline', summary!);
    },
    [JSON.stringify(characters), storyOutline],
  );
}
