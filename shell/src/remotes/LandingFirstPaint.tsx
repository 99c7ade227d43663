import { LandingHero } from '@storyloom/kit';
import { RestOfThePage } from './RestOfThePage.js';

/**
 * What / and /home show while mf-content's landing page downloads: its hero, drawn by the shell from the shared kit
 * (issue 16). The hero is the largest thing on a phone's first screen, so painting it with the shell's first
 * render, instead of after the remote's manifest, entry and page chunk, is what brings the page's largest
 * contentful paint forward. The page then replaces this with the very same hero in the same place: nothing moves.
 */
export function LandingFirstPaint() {
  return (
    <main>
      <LandingHero />
      <RestOfThePage />
    </main>
  );
}
