import { savedCharacterSchema } from '@storyloom/contracts';
import type { ProofChangeInput } from './proof-change.types.js';

/** A small proofed book about Leo, his sister Mia, Grandpa and a dog, for the engine's tests. */
export function proofBook(request: ProofChangeInput['request'], chapterCount = 3): ProofChangeInput {
  const texts = [
    `Leo woke early and ran to find Mia. "Mia, look at the storm!" he said.\n\nThe stormy sky rumbled with thunder. Mia's umbrella was red, and she was amiable about sharing it.\n\nGrandpa Joe made pancakes. Pebble the dog barked at the door, and Leo laughed because Pebble always did that when Grandpa cooked.`,
    `The garden was quiet. MIA wrote her name in chalk on the path, and Leo drew a rocket next to it.\n\nGrandpa said the rocket needed a window. Leo added three, and Mia added a dog looking out of one of them, which made everyone laugh.`,
    `Leo was six, and he knew every star in the book. Mia counted them with him until the stars ran out and the moon came up over the roof.\n\nPebble slept on the rug while Grandpa read aloud from the old atlas, and Leo and Mia fell asleep before the end.`,
  ];
  return {
    book: {
      title: 'Leo and the Stars',
      chapters: Array.from({ length: chapterCount }, (_, index) => ({
        number: index + 1,
        title: index === 0 ? 'Mia and the Storm' : `Chapter ${index + 1} title`,
        text: texts[index % texts.length]!,
      })),
    },
    bible: [
      { name: 'Pebble', kind: 'pet', attributes: ['a scruffy dog who barks at the door'] },
      { name: 'Mia', kind: 'person', attributes: ["Leo's older sister", 'owns a red umbrella'] },
    ],
    characters: [
      savedCharacterSchema.parse({
        name: 'Leo',
        isMainCharacter: true,
        gender: 'male',
        age: '6',
        personality: ['Curious'],
        fears: 'Thunder',
      }),
      savedCharacterSchema.parse({
        name: 'Mia',
        isMainCharacter: false,
        relation: 'Sister',
        gender: 'female',
        age: '9',
        personality: ['Kind'],
      }),
      savedCharacterSchema.parse({
        name: 'Grandpa Joe',
        isMainCharacter: false,
        relation: 'Grandparent',
        gender: 'male',
        personality: ['Funny'],
      }),
    ],
    story: {
      title: 'Leo and the Stars',
      genre: 'Adventure',
      premise: 'A boy who counts the stars',
      styles: ['General'],
      tones: ['Light'],
      readingGrade: 2,
      readingLevelLabel: 'Young',
    },
    request,
  };
}
