// The contract's zod-free constants entry: the package's main entry also carries the zod schemas, which would
// cost the landing page ~28 KB gzipped.
import { FREE_SHIPPING_BANNER } from '@storyloom/contracts/pricing';
import { useState } from 'react';
import { styled } from 'styled-components';

/** The dismissal flag's key (docs/product/landing-and-content.md#the-sites-chrome-built): Storyloom's own. */
export const BANNER_DISMISSED_KEY = 'storyloom.announcementBanner.dismissed';

const readDismissed = () => {
  try {
    return window.localStorage.getItem(BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false; // Storage can be blocked (private mode); then the banner simply shows.
  }
};

const Bar = styled.aside`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
  position: relative;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-align: center;
`;

const Dismiss = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space(1)};
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.15); }
`;

/** The landing page's dismissible free-shipping banner; once dismissed it stays hidden on later visits. */
export function AnnouncementBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Not remembered when storage is blocked; hiding it for this visit is still right.
    }
  };

  return (
    <Bar aria-label="Announcement">
      <span>{FREE_SHIPPING_BANNER}</span>
      <Dismiss type="button" aria-label="Dismiss announcement" onClick={dismiss}>
        ×
      </Dismiss>
    </Bar>
  );
}
