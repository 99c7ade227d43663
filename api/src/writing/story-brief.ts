import {
  normaliseCommaList,
  variantReadingLevelLabel,
  type GenerateOutlineRequest,
  type ReadingLevel,
  type StoryDetails,
} from '@storyloom/contracts';
import type { ReadingGrade, StoryBrief } from './writing.types.js';

/** /step2's three reading levels on the engine's five-step scale (the /OldStep2 slider uses all five). */
const GRADE_OF_LEVEL: Record<ReadingLevel, ReadingGrade> = { Kid: 1, Average: 3, Sophisticated: 5 };

/** The story details of /step2 (saved in the draft) as the writers read them. */
export function storyBriefFromDetails(details: StoryDetails): StoryBrief {
  return {
    title: details.bookTitle,
    genre: details.genre,
    premise: details.premise,
    styles: normaliseCommaList(details.style),
    tones: normaliseCommaList(details.tone),
    readingGrade: GRADE_OF_LEVEL[details.readingLevel],
    readingLevelLabel: details.readingLevel,
    // Every prompt reads it: the summary now, the outline and the chapters later, all from the saved details.
    ...(details.gift ? { gift: { ...details.gift } } : {}),
  };
}

/** The /OldStep2 outline request (custom choices already replaced) as the writers read it. */
export function storyBriefFromVariant(request: GenerateOutlineRequest): StoryBrief {
  return {
    title: request.bookTitle,
    genre: request.genre,
    premise: request.premise,
    styles: [request.style],
    tones: [request.tone],
    readingGrade: request.readingLevel as ReadingGrade,
    readingLevelLabel: variantReadingLevelLabel(request.readingLevel),
  };
}

/** The nearest of /step2's levels, for saving a /OldStep2 request as story details. */
export function readingLevelOfGrade(grade: ReadingGrade): ReadingLevel {
  if (grade <= 2) return 'Kid';
  return grade === 3 ? 'Average' : 'Sophisticated';
}
