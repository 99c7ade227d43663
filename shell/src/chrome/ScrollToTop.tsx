import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a remote page to render the section a `/#section` link points at. */
const HASH_TARGET_WAIT_MS = 5000;

/**
 * Every route change scrolls to the top (docs/product/landing-and-content.md#the-sites-chrome-built). A link to a
 * landing section (/#how-it-works) scrolls to that section instead, once the remote that renders it has arrived.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname: a new page scrolls to the top
  useEffect(() => {
    if (!hash) {
      // 'instant': the page-wide smooth scrolling (GlobalStyle) is for in-page links, not for a new page.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return undefined;
    }
    const id = decodeURIComponent(hash.slice(1));
    const giveUpAt = Date.now() + HASH_TARGET_WAIT_MS;
    let frame = 0;
    const scrollWhenRendered = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (Date.now() < giveUpAt) frame = requestAnimationFrame(scrollWhenRendered);
    };
    scrollWhenRendered();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
