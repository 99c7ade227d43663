import { SITE } from '@storyloom/kit';
import { useEffect } from 'react';
// The contract's zod-free constants entry: the package's main entry also carries the zod schemas, which the
// landing page must not download (see chrome/AnnouncementBanner.tsx).
import { WIZARD_STAGES } from '@storyloom/contracts/pricing';
import type { RouteTitle } from './route-table.js';

/** The landing page's claim (docs/product/landing-and-content.md), in the tab instead of a page name. */
export const LANDING_TAGLINE = 'A book as unique as its reader';

/** The tab title of a page that is not in the route table (the default error screen). */
export const NOT_FOUND_TITLE = `Page Not Found — ${SITE.name}`;

/** 'Storyloom — <tagline>', 'Step 2 · Premise — Storyloom', 'Terms of Service — Storyloom'. */
export function documentTitle(title: RouteTitle): string {
  if (title === 'landing') return `${SITE.name} — ${LANDING_TAGLINE}`;
  if ('step' in title) return `Step ${title.step} · ${WIZARD_STAGES[title.step - 1]} — ${SITE.name}`;
  return `${title.page} — ${SITE.name}`;
}

/** Names the current page in the browser tab, history and bookmarks. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
