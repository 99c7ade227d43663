import { Button, type AccountState } from '@storyloom/kit';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Logo } from './Logo.js';
import type { NavItem } from './nav-links.js';

export interface TopNavProps {
  /** The menu's links: the site pages on content pages, the landing sections and Contact on step pages. */
  links: readonly NavItem[];
  /**
   * The 'Back to Step 1' button shows only when enabled and a handler is supplied
   * (docs/product/landing-and-content.md#the-sites-chrome-built).
   */
  showBackButton?: boolean;
  onBack?: () => void;
  /**
   * Who is signed in (docs/product/accounts.md): 'Log in' for nobody, the account's name, 'My orders' and 'Log out'
   * for a customer, nothing while unknown or when the prop is left out.
   */
  account?: AccountState;
  onLogOut?: () => void;
}

/** The account pages a 'Log in' link must not come back to after login. */
const NO_RETURN_PATHS = ['/login', '/signup', '/forgot-password', '/reset-password', '/verify-email'];

/** Below the sm breakpoint the bar tightens so logo, back button and menu button share one row at 360 px. */
const NARROW = '@media (max-width: 599.98px)';

const Header = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.topBar};
  color: ${({ theme }) => theme.colors.topBarText};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1200px;
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  ${NARROW} { gap: ${({ theme }) => theme.space(1)}; }
`;

/** On a phone its words may take two lines: on one, with the logo's name, the bar was 407 px wide at 375. */
const BackButton = styled(Button)`
  background: ${({ theme }) => theme.colors.surface};
  ${NARROW} {
    min-width: 0;
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
    font-size: 0.875rem;
    line-height: 1.2;
    white-space: normal;
  }
`;

const MenuToggle = styled.button`
  flex: none;
  margin-left: auto;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: inherit;
  font-size: 1.3rem;
  cursor: pointer;
  ${({ theme }) => theme.media.md} { display: none; }
`;

const SiteNav = styled.nav`
  ${({ theme }) => theme.media.md} { margin-left: auto; }
`;

/** Collapsed into a toggled panel below md (900 px); always a row from md up. */
const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 1100;
  background: ${({ theme }) => theme.colors.topBar};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-direction: row;
    align-items: center;
    position: static;
    padding: 0;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.colors.topBarText};
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.small};
  }
  a:hover, a.active { background: rgba(255, 255, 255, 0.15); }
  button {
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.colors.topBarText};
    background: transparent;
    font: inherit;
    font-weight: 600;
    white-space: nowrap;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.small};
    cursor: pointer;
  }
  button:hover { background: rgba(255, 255, 255, 0.15); }
  [data-account-name] {
    display: block;
    max-width: 16em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.5)};
    opacity: 0.9;
  }
  ${({ theme }) => theme.media.md} {
    a[data-outlined] {
      border-color: ${({ theme }) => theme.colors.topBarText};
      border-radius: ${({ theme }) => theme.radii.medium};
    }
  }
`;

/**
 * Every page's top bar but the landing page's banner: logo home, optional 'Back to Step 1', and the links, which
 * fold into a menu below md so the bar stays one row on a phone.
 */
export function TopNav({ links, showBackButton = false, onBack, account, onLogOut }: TopNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname, search } = useLocation();
  const loginTo = NO_RETURN_PATHS.includes(pathname)
    ? '/login'
    : `/login?next=${encodeURIComponent(pathname + search)}`;
  return (
    <Header>
      <Row>
        <Logo />
        {showBackButton && onBack ? (
          <BackButton variant="secondary" onClick={onBack}>
            Back to Step 1
          </BackButton>
        ) : null}
        <MenuToggle
          type="button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? '×' : '☰'}
        </MenuToggle>
        <SiteNav aria-label="Site">
          <Links id={menuId} $open={menuOpen}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} data-outlined={link.outlined || undefined} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {account === null ? (
              <li>
                <NavLink to={loginTo} end onClick={() => setMenuOpen(false)}>
                  Log in
                </NavLink>
              </li>
            ) : null}
            {account ? (
              <>
                <li>
                  <span data-account-name title={account.email}>
                    {account.full_name}
                  </span>
                </li>
                <li>
                  <NavLink to="/account" onClick={() => setMenuOpen(false)}>
                    My orders
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      setMenuOpen(false);
                      onLogOut?.();
                    }}
                  >
                    Log out
                  </button>
                </li>
              </>
            ) : null}
          </Links>
        </SiteNav>
      </Row>
    </Header>
  );
}
