import { apiGet } from '@storyloom/kit';
import { useEffect, useState } from 'react';
import type { SiteInfo } from '@storyloom/contracts';

export const SITE_INFO_PATH = '/api/site';

let pending: Promise<SiteInfo | undefined> | undefined;

/** GET /api/site once per page load (shared by every page of this remote); undefined until it answers or if it fails. */
export function loadSiteInfo(): Promise<SiteInfo | undefined> {
  pending ??= apiGet<SiteInfo>(SITE_INFO_PATH).catch(() => {
    pending = undefined; // a later page may try again
    return undefined;
  });
  return pending;
}

/** The operator's configured contact facts and photo retention (api/src/site), for the legal and info pages. */
export function useSiteInfo(): SiteInfo | undefined {
  const [info, setInfo] = useState<SiteInfo | undefined>();
  useEffect(() => {
    let live = true;
    void loadSiteInfo().then((value) => {
      if (live) setInfo(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return info;
}

/** How the legal texts point a reader at support: the configured address, else the contact page. */
export const contactSentence = (supportEmail: string | null | undefined): string =>
  supportEmail ? `write to ${supportEmail} or use the Contact Us page` : 'use the Contact Us page';
