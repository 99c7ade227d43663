import { styled } from 'styled-components';

/** The centred content column every page renders into. */
export const PageContainer = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
`;

/** A page's main heading (one per page). */
export const PageTitle = styled.h1`
  margin: ${({ theme }) => theme.space(2)} 0;
  text-align: center;
  font-size: 1.75rem;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} { font-size: 2.25rem; }
`;

/** Text for screen readers only: read out, not shown (e.g. a stage's "(done)" beside its tick). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
