// The list itself, not the contract's entry: that also carries the zod schemas, which the landing page must not
// download (see chrome/AnnouncementBanner.tsx). The contract's spec checks the list against remoteListSchema.
import remoteList from '@storyloom/contracts/remote-list.json' with { type: 'json' };
import type {
  ChromeKind,
  RemoteEntry,
  RemoteFederationName,
  RemotePage,
  RouteTitle,
  WizardStepNumber,
} from '@storyloom/contracts';

export type { ChromeKind, RouteTitle, WizardStepNumber };

export interface RemoteRoute extends RemotePage {
  /** Federation name of the remote that serves the page. */
  remote: RemoteFederationName;
}

/**
 * Every path of the site (docs/product/routes.md) and the remote page that renders it, derived from the contract's
 * remote-list.json: a new step's pages are added there, not here. /OldStep3 shares its screen with /step3; the
 * internal test-order page lives under /internal so it is plainly not a visitor page.
 */
export const ROUTES: readonly RemoteRoute[] = (remoteList.remotes as RemoteEntry[]).flatMap((remote) =>
  remote.pages.map((page) => ({ ...page, remote: remote.federationName })),
);
