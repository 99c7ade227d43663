import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../test-utils.js';
import { AnnouncementBanner, BANNER_DISMISSED_KEY } from './AnnouncementBanner.js';

describe('AnnouncementBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the spec's free-shipping text until dismissed", () => {
    renderInShell(<AnnouncementBanner />);
    expect(screen.getByText('Free Shipping! Orders over $150 ship free. No code needed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText(/Free Shipping!/)).toBeNull();
  });

  it('stays hidden on a later visit once dismissed', () => {
    const first = renderInShell(<AnnouncementBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    first.unmount();
    expect(window.localStorage.getItem(BANNER_DISMISSED_KEY)).toBe('true');
    renderInShell(<AnnouncementBanner />);
    expect(screen.queryByText(/Free Shipping!/)).toBeNull();
  });
});
