import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { revealOnScroll } from '../motion/reveal-styles.js';
import { useRevealOnScroll } from '../motion/use-reveal-on-scroll.js';

const SectionBox = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(2)};
  text-align: center;
  scroll-margin-top: ${({ theme }) => theme.space(2)};
  ${revealOnScroll}
`;

/** A section of the landing page below the hero: centred, and revealed as it scrolls into view. */
export function LandingSection(props: ComponentPropsWithoutRef<'section'>) {
  const ref = useRevealOnScroll<HTMLElement>();
  return <SectionBox ref={ref} {...props} />;
}
