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

/** Written after a demo site's placeholder support address, wherever it is shown. */
export const DEMO_ADDRESS_MARK = '(demo address)';

/**
 * The support address the pages name: the configured SUPPORT_EMAIL, else, on a demo site, the placeholder from
 * DEMO_SUPPORT_EMAIL (marked as such where shown); undefined until GET /api/site answers or when it has neither.
 */
export function supportAddress(info: SiteInfo | undefined): { email: string; demo: boolean } | undefined {
  if (info?.supportEmail) return { email: info.supportEmail, demo: false };
  if (info?.demoSupportEmail) return { email: info.demoSupportEmail, demo: true };
  return undefined;
}

/** The support address as the legal texts write it: 'support@storyloom.example (demo address)' on a demo site. */
export function supportEmailText(info: SiteInfo | undefined): string | undefined {
  const address = supportAddress(info);
  return address && (address.demo ? `${address.email} ${DEMO_ADDRESS_MARK}` : address.email);
}

/** How the legal texts point a reader at support: the support address (see supportEmailText), else the contact page. */
export const contactSentence = (supportEmail: string | null | undefined): string =>
  supportEmail ? `write to ${supportEmail} or use the Contact Us page` : 'use the Contact Us page';
