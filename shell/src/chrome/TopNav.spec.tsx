import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../test-utils.js';
import { STEP_BAR_LINKS, TOP_NAV_LINKS } from './nav-links.js';
import { TopNav } from './TopNav.js';

describe('TopNav', () => {
  it('links the logo home and the four site pages', () => {
    renderInShell(<TopNav links={TOP_NAV_LINKS} />);
    expect(screen.getByRole('link', { name: 'Storyloom home' })).toHaveAttribute('href', '/');
    const expected = [
      ['Terms of Service', '/tos'],
      ['Privacy Policy', '/pp'],
      ['Contact Us', '/contact'],
      ['About', '/about-us'],
    ];
    // jsdom applies no media queries, so the links are in their collapsed (hidden) small-screen state.
    for (const [name, href] of expected)
      expect(screen.getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
  });

  it("shows 'Back to Step 1' only when enabled and given a handler", () => {
    const onBack = jest.fn();
    const { rerender } = renderInShell(<TopNav links={TOP_NAV_LINKS} showBackButton onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Step 1' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<TopNav links={TOP_NAV_LINKS} showBackButton />);
    expect(screen.queryByRole('button', { name: 'Back to Step 1' })).toBeNull();
  });

  it('toggles the small-screen menu and closes it when a link is chosen', () => {
    renderInShell(<TopNav links={TOP_NAV_LINKS} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("gives step pages How It Works, the landing page's examples, Pricing and Contact in the same menu, under the same logo", () => {
    renderInShell(<TopNav links={STEP_BAR_LINKS} />, '/step2');
    expect(screen.getByRole('link', { name: 'Storyloom home' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const expected = [
      ['How It Works', '/how-it-works'],
      ['Examples', '/examples'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it("offers 'Log in' to a visitor, coming back to the page they were on", () => {
    renderInShell(<TopNav links={STEP_BAR_LINKS} account={null} />, '/step2');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fstep2');
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it("shows a customer's name, 'My orders' and 'Log out' instead of 'Log in'", () => {
    const onLogOut = jest.fn();
    renderInShell(
      <TopNav
        links={TOP_NAV_LINKS}
        account={{ full_name: 'Ada Lovelace', email: 'ada@example.com', email_verified: true }}
        onLogOut={onLogOut}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('shows no account links while nobody knows yet who is signed in', () => {
    renderInShell(<TopNav links={TOP_NAV_LINKS} account={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
