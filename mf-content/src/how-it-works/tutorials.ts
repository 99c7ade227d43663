// The tutorial videos, recorded from our own wizard by `npm run tutorials` (e2e/tutorials/record-tutorials.mjs),
// which writes tutorials/<id>.webm and tutorials/<id>.webp (its poster: the frame 0.4 s in, the step's page before
// the first action). Importing them makes the build emit each under a content-hashed name, so the remote's long
// cache stays safe when they change.
import characters from './tutorials/characters.webm';
import charactersPoster from './tutorials/characters.webp';
import cover from './tutorials/cover.webm';
import coverPoster from './tutorials/cover.webp';
import main from './tutorials/main.webm';
import mainPoster from './tutorials/main.webp';
import outline from './tutorials/outline.webm';
import outlinePoster from './tutorials/outline.webp';
import premise from './tutorials/premise.webm';
import premisePoster from './tutorials/premise.webp';

export interface TutorialVideo {
  /** The file name in ./tutorials without its extension. */
  id: string;
  video: string;
  poster: string;
}

/** The frame size every video and poster is recorded at (the elements reserve it before anything loads). */
export const TUTORIAL_FRAME = { width: 640, height: 400 } as const;

export interface TutorialStep extends TutorialVideo {
  number: string;
  title: string;
  /** What the step asks for, shown on /how-it-works under the card. */
  text: string;
}

/** The whole journey, steps 1 to 4, three times as fast: it autoplays above the cards. */
export const MAIN_TUTORIAL: TutorialVideo = { id: 'main', video: main, poster: mainPoster };

/** The four steps the landing page promises (docs/product/landing-and-content.md), each with its recording. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'characters',
    number: '01',
    title: 'Characters',
    text: 'Name the hero of the book and up to twelve people around them, with their age, personality, skills and quirks.',
    video: characters,
    poster: charactersPoster,
  },
  {
    id: 'premise',
    number: '02',
    title: 'Premise',
    text: 'Pick a genre, a premise, a style and a tone; we write a summary of the story, which you can edit.',
    video: premise,
    poster: premisePoster,
  },
  {
    id: 'outline',
    number: '03',
    title: 'Outline',
    text: 'Choose the length of the book and we outline every chapter; change any chapter before it is written.',
    video: outline,
    poster: outlinePoster,
  },
  {
    id: 'cover',
    number: '04',
    title: 'Cover',
    text: 'Upload a few photos of the hero and we design a cover from them; try again until it feels right.',
    video: cover,
    poster: coverPoster,
  },
];
