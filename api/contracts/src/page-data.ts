/**
 * `@storyloom/contracts/page-data`: what the server puts into the page it serves for the shell to read. Its own
 * entry, without zod, because the shell reads it on every first load (the main index would bring zod along).
 */

/**
 * The id of the `<script type="application/json">` in which the server puts its `GET /api/remotes` answer into the
 * page it serves, so the shell's first load needs no request for it (api/src/static-site/page-head.ts).
 */
export const INLINE_REGISTRY_ELEMENT_ID = 'storyloom-remote-registry';

/**
 * The `<meta name=… content="404">` the server puts into the page it serves at a path the site does not have, or
 * hides from this visitor (`/internal/*`): the shell shows its error screen at that address instead of a route.
 */
export const PAGE_STATUS_META_NAME = 'storyloom-page-status';
