import { SITE } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Home = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.topBarText};
  font: 700 1.35rem ${({ theme }) => theme.fonts.heading};
  white-space: nowrap;
  text-decoration: none;
`;

/** The smallest phones (320 px) keep just the book, so the bar still fits on one row; the link keeps its name. */
const Name = styled.span`
  @media (max-width: 359.98px) { display: none; }
`;

/**
 * The brand mark linking home; an open book drawn inline so the header needs no image request. The favicon
 * (shell/kit/assets/favicon.svg) draws the same book.
 */
export function Logo() {
  return (
    <Home to="/" aria-label={`${SITE.name} home`}>
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 6.5C10.3 5.2 7.9 4.5 5 4.5c-1 0-2 .1-3 .3v14c1-.2 2-.3 3-.3 2.9 0 5.3.7 7 2 1.7-1.3 4.1-2 7-2 1 0 2 .1 3 .3v-14c-1-.2-2-.3-3-.3-2.9 0-5.3.7-7 2zm-1 11.6C9.4 17.1 7.3 16.5 5 16.5c-.3 0-.7 0-1 .1V6.6c.3 0 .7-.1 1-.1 2.3 0 4.4.6 6 1.7v9.9zm9-1.5c-.3-.1-.7-.1-1-.1-2.3 0-4.4.6-6 1.6V8.2c1.6-1.1 3.7-1.7 6-1.7.3 0 .7 0 1 .1v10z" />
      </svg>
      <Name>{SITE.name}</Name>
    </Home>
  );
}
