// The tutorial videos, recorded from our own wizard by `npm run tutorials` (e2e/tutorials/record-tutorials.mjs),
// which writes tutorials/<id>.webm and tutorials/<id>.webp (its poster: the frame 0.4 s in, the step's page before
// the first action), recorded in a laptop's window, and tutorials/<id>-phone.webm/.webp, recorded in a phone's: a
// phone is served those (usePhoneSized), where the laptop recording shrunk to its width could not be read. Importing them makes the build emit each under a content-hashed name, so the remote's long
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
import charactersPhone from './tutorials/characters-phone.webm';
import charactersPhonePoster from './tutorials/characters-phone.webp';
import coverPhone from './tutorials/cover-phone.webm';
import coverPhonePoster from './tutorials/cover-phone.webp';
import mainPhone from './tutorials/main-phone.webm';
import mainPhonePoster from './tutorials/main-phone.webp';
import outlinePhone from './tutorials/outline-phone.webm';
import outlinePhonePoster from './tutorials/outline-phone.webp';
import premisePhone from './tutorials/premise-phone.webm';
import premisePhonePoster from './tutorials/premise-phone.webp';

export interface TutorialVideo {
  /** The file name in ./tutorials without its extension. */
  id: string;
  video: string;
  poster: string;
  /** The same recording made in a phone's window (<id>-phone.webm and .webp). */
  phone: { video: string; poster: string };
}

/** The frame size every laptop video and poster is recorded at (the elements reserve it before anything loads). */
export const TUTORIAL_FRAME = { width: 640, height: 400 } as const;
/** The frame of the phone recordings: a phone's window at its own size (e2e/tutorials/record-tutorials.mjs). */
export const PHONE_TUTORIAL_FRAME = { width: 360, height: 640 } as const;

/** What a video element shows of `tutorial`: the phone recording on a phone-sized screen, else the laptop one. */
export function tutorialSource(
  tutorial: TutorialVideo,
  phoneSized: boolean,
): { video: string; poster: string; width: number; height: number } {
  return phoneSized
    ? { ...tutorial.phone, ...PHONE_TUTORIAL_FRAME }
    : { video: tutorial.video, poster: tutorial.poster, ...TUTORIAL_FRAME };
}

export interface TutorialStep extends TutorialVideo {
  number: string;
  title: string;
  /** What the step asks for, shown on /how-it-works under the card. */
  text: string;
}

/** The whole journey, steps 1 to 4, three times as fast: it autoplays above the cards. */
export const MAIN_TUTORIAL: TutorialVideo = {
  id: 'main',
  video: main,
  poster: mainPoster,
  phone: { video: mainPhone, poster: mainPhonePoster },
};

/** The four steps the landing page promises (docs/product/landing-and-content.md), each with its recording. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'characters',
    number: '01',
    title: 'Characters',
    text: 'Name the hero of the book and up to twelve people around them, with their age, personality, skills and quirks.',
    video: characters,
    poster: charactersPoster,
    phone: { video: charactersPhone, poster: charactersPhonePoster },
  },
  {
    id: 'premise',
    number: '02',
    title: 'Premise',
    text: 'Pick a genre, a premise, a style and a tone; we write a summary of the story, which you can edit.',
    video: premise,
    poster: premisePoster,
    phone: { video: premisePhone, poster: premisePhonePoster },
  },
  {
    id: 'outline',
    number: '03',
    title: 'Outline',
    text: 'Choose the length of the book and we outline every chapter; change any chapter before it is written.',
    video: outline,
    poster: outlinePoster,
    phone: { video: outlinePhone, poster: outlinePhonePoster },
  },
  {
    id: 'cover',
    number: '04',
    title: 'Cover',
    text: 'Upload a few photos of the hero and we design a cover from them; try again until it feels right.',
    video: cover,
    poster: coverPoster,
    phone: { video: coverPhone, poster: coverPhonePoster },
  },
];
