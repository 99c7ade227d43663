import { PAGE_STATUS_META_NAME } from '@storyloom/contracts/page-data';

/**
 * The address this page was loaded at when the server marked it as not found (api/src/static-site/page-head.ts):
 * a path the site does not have, or one it hides from this visitor (`/internal/*` for all but operators). Read once,
 * at load: the marker describes the address the page was served for, not the ones the visitor moves to afterwards.
 */
const notFoundAt: string | undefined =
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${PAGE_STATUS_META_NAME}"]`)?.getAttribute('content') === '404'
    ? window.location.pathname
    : undefined;

/** Whether the server said there is no page at `pathname` (the address the page was loaded at). */
export const serverSaidNotFound = (pathname: string): boolean => notFoundAt !== undefined && pathname === notFoundAt;
