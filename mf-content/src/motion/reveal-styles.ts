import { css } from 'styled-components';

/** The look of useRevealOnScroll's states; the media query is a second guard for reduced motion. */
export const revealOnScroll = css`
  &[data-reveal='pending'] {
    opacity: 0;
    transform: translateY(32px);
  }
  &[data-reveal='shown'] {
    opacity: 1;
    transform: none;
    transition:
      opacity 0.7s ease-out,
      transform 0.7s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-reveal] {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
`;
