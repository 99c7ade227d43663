import { createRequire } from 'node:module';
import { E2E_OPERATOR_TOKEN } from './e2e-dirs.mjs';

interface ListedPage {
  path: string;
  heading: string;
  title: 'landing' | { step: number } | { page: string };
  firstPaint?: 'step';
}

// The contract's one list of remotes and their pages (Playwright's loader reads JSON through require).
const remoteList: { remotes: Array<{ package: string; pages: ListedPage[] }> } = createRequire(import.meta.url)(
  '@storyloom/contracts/remote-list.json',
);

/** The wizard's stages as the step indicator names them (docs/product/constants-and-prices.md), in a step page's tab title. */
export const STAGE_NAMES = ['Characters', 'Premise', 'Outline', 'Cover', 'Delivery'];

/** What the browser tab should read: written out here, not taken from the shell, so the tests check its wording. */
function expectedTabTitle(title: ListedPage['title']): string {
  if (title === 'landing') return 'Storyloom — A book as unique as its reader';
  if ('step' in title) return `Step ${title.step} · ${STAGE_NAMES[title.step - 1]} — Storyloom`;
  return `${title.page} — Storyloom`;
}

const LISTED_PAGES = remoteList.remotes.flatMap((remote) => remote.pages);

/**
 * Pages for signed-in customers only: a visitor without an account who opens one is sent to the login page
 * (docs/product/accounts.md), so that is what these tests, which never sign in, see there.
 */
const SIGNED_IN_ONLY: Readonly<Record<string, string>> = { '/account': '/login' };

/**
 * Every route of the site, the main heading a visitor sees there (matched case-insensitively, as a part of the
 * heading) and the browser tab's title: derived from remote-list.json, so a new step's pages are tested here too.
 */
export const ROUTE_HEADINGS: ReadonlyArray<{ path: string; heading: string; title: string }> = LISTED_PAGES.map(
  (listed) => {
    const shown = LISTED_PAGES.find((page) => page.path === SIGNED_IN_ONLY[listed.path]) ?? listed;
    return { path: listed.path, heading: shown.heading, title: expectedTabTitle(shown.title) };
  },
);

/**
 * Where a test goes to see `path`: pages under /internal/ are for operators only (404 for anyone else), so those go
 * through the operator login, which goes on to the page.
 */
export const visitUrl = (path: string): string =>
  path.startsWith('/internal/')
    ? `/internal/login?token=${encodeURIComponent(E2E_OPERATOR_TOKEN)}&next=${encodeURIComponent(path)}`
    : path;

/**
 * The step pages the contract marks `firstPaint: 'step'` (the shell paints their stage list and heading itself), with
 * the remote that serves each and the name of its current stage.
 */
export const STEP_FIRST_PAINTS: ReadonlyArray<{ path: string; heading: string; remote: string; stage: string }> =
  remoteList.remotes.flatMap((remote) =>
    remote.pages.flatMap((page) =>
      page.firstPaint === 'step' && typeof page.title === 'object' && 'step' in page.title
        ? [{ path: page.path, heading: page.heading, remote: remote.package, stage: STAGE_NAMES[page.title.step - 1]! }]
        : [],
    ),
  );
