import { styled } from 'styled-components';
import { LandingSection } from '../landing/LandingSection.js';
import { prefersReducedMotion } from '../motion/use-reveal-on-scroll.js';
import { MainTutorialVideo } from './MainTutorialVideo.js';
import { TutorialCard } from './TutorialCard.js';
import { TUTORIAL_STEPS } from './tutorials.js';

const Cards = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, 1fr); }
`;

/**
 * "How it works", on the landing page and on /how-it-works: the main tutorial video, then the four steps as cards
 * that each play their own recording. `withStepTexts` adds a sentence per step (the page has room for them).
 */
export function HowItWorksSection({ withStepTexts = false }: { withStepTexts?: boolean }) {
  // A closed card's video leaves a gap above the reader: back to the section's start, where all four cards show.
  const backToStart = () =>
    document
      .getElementById('how-it-works')
      ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return (
    <LandingSection id="how-it-works" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">4 easy steps</h2>
      <MainTutorialVideo />
      <Cards>
        {TUTORIAL_STEPS.map((step) => (
          <TutorialCard key={step.id} step={step} onCollapsed={backToStart}>
            {withStepTexts ? step.text : null}
          </TutorialCard>
        ))}
      </Cards>
    </LandingSection>
  );
}
