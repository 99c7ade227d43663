import { summaryAsProse } from '@storyloom/contracts';
import { BLURB_WORDS, sentencesUpTo, wordCount } from '../blurb.js';
import { article, inline, joinWords } from './cast.js';
import type { StoryPlan } from './story-plan.js';

/**
 * The demo writer's back-cover blurb: the opening of the book's own summary as plain prose (its hook: who, where,
 * what starts the story), then, while it is under 60 words, sentences from the story plan (the discovery, who
 * comes along, what kind of story it is). Whole sentences, 60–120 words, never the ending.
 */
export function composeBlurb(plan: StoryPlan, summary: string): string {
  const { main, allies, discoveries, goal, gentle, brief } = plan;
  const team = allies.slice(0, 2).map((ally) => ally.name);
  const genre = inline(brief.genre).toLowerCase();
  const more = [
    `${main.name} finds ${discoveries[0]} and is drawn into the ${gentle ? 'adventure of' : 'fight for'} ${goal}.`,
    team.length > 0
      ? `${joinWords(team)} ${team.length > 1 ? 'are' : 'is'} there from the first page, and nobody is left behind.`
      : `${main.name} will need every bit of courage there is.`,
    `This is ${article(genre)} ${genre} story written for one reader in particular, with ${main.name} at its heart.`,
    gentle
      ? 'Turn the page: a gentle adventure, kind surprises and good friends are waiting.'
      : 'Turn the page: nothing will be quite the same again.',
  ];
  let blurb = sentencesUpTo(summaryAsProse(summary), BLURB_WORDS.max - 30);
  for (const sentence of more) {
    if (wordCount(blurb) >= BLURB_WORDS.min) break;
    blurb = `${blurb} ${sentence}`.trim();
  }
  return sentencesUpTo(blurb, BLURB_WORDS.max);
}
