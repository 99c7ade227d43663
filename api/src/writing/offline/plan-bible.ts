import { bibleEntriesFrom, type BibleEntry } from '../bible-entry.js';
import type { StoryPlan } from './story-plan.js';

/**
 * The demo writer's story bible: what its plan invented for the story (the setting, the places, the opposition and
 * the thing at stake), so every chapter, and a chapter a model writes later, keeps them the same.
 */
export function planBible(plan: StoryPlan): BibleEntry[] {
  const { setting, foe } = plan;
  return bibleEntriesFrom([
    {
      name: setting.name,
      kind: 'place',
      attributes:
        setting.detail && !setting.fromPremise ? [setting.detail] : [`where ${plan.main.name}'s story begins`],
    },
    ...plan.places.map((place) => ({ name: place, kind: 'place', attributes: [] })),
    // 'the Ash Queen, who wants...' is someone; 'a big grey rain cloud, which follows them...' is something.
    {
      name: foe.name,
      kind: /^who\b/i.test(foe.aim) ? 'person' : 'object',
      attributes: [foe.aim.replace(/\[([^|\]]+)[^\]]*\]/g, '$1')],
    },
    { name: plan.goal, kind: 'object', attributes: ['what the story is about'] },
  ]);
}
