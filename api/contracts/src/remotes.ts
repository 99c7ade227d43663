import { z } from 'zod';
import remoteList from './remote-list.json' with { type: 'json' };

/** Which header/footer a page gets (the shell's chrome/SiteChrome.tsx). */
export const chromeKindSchema = z.enum(['landing', 'content', 'step']);
export type ChromeKind = z.infer<typeof chromeKindSchema>;

/** The wizard step a page belongs to, counted from 1 like the step indicator. */
export const wizardStepNumberSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type WizardStepNumber = z.infer<typeof wizardStepNumberSchema>;

/** The browser tab's name for a page: the landing page carries the tagline, a wizard page its step, any other page its own name. */
export const routeTitleSchema = z.union([
  z.literal('landing'),
  z.strictObject({ step: wizardStepNumberSchema }),
  z.strictObject({ page: z.string().min(1) }),
]);
export type RouteTitle = z.infer<typeof routeTitleSchema>;

/** One page a remote serves at a path of the site (docs/product/routes.md). */
export const remotePageSchema = z.strictObject({
  /** Case-sensitive like the original site (/OldStep1 vs /step1). */
  path: z.string().regex(/^\/[A-Za-z0-9/-]*$/),
  /** Exposed module, as written in the remote's module-federation.config.ts. */
  exposed: z.templateLiteral(['./', z.string().regex(/^[A-Za-z0-9]+$/)]),
  chrome: chromeKindSchema,
  /** Shows the top bar's 'Back to Step 1' button (content pages a visitor reaches from the wizard). */
  backToStep1: z.literal(true).optional(),
  title: routeTitleSchema,
  /** The page's main heading, as a visitor reads it (the browser tests look for it on every path). */
  heading: z.string().min(1),
  /**
   * 'step': the page opens with the kit's stage list and then `heading` as its PageTitle, in a PageContainer, so the
   * shell paints those while the remote downloads and the page draws the same in the same place (issue 16's first
   * paint). Only for pages whose top is exactly that; the browser tests check nothing moves.
   */
  firstPaint: z.literal('step').optional(),
});
export type RemotePage = z.infer<typeof remotePageSchema>;

/** One federated remote: its package (and folder) name, federation name, own dev server port and pages. */
export const remoteEntrySchema = z.strictObject({
  package: z.templateLiteral(['mf-', z.string().regex(/^[a-z]+$/)]),
  federationName: z.templateLiteral(['mf_', z.string().regex(/^[a-z]+$/)]),
  devPort: z.int().min(1024).max(65535),
  pages: z.array(remotePageSchema),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** The shape of remote-list.json; its `$comment` explains the file to whoever opens it. */
export const remoteListSchema = z.object({
  $comment: z.string().optional(),
  remotes: z.array(remoteEntrySchema).min(1),
});

export type RemotePackageName = RemoteEntry['package'];
export type RemoteFederationName = RemoteEntry['federationName'];

/** Every federated remote, in the order of remote-list.json (the one list a new step is added to). */
export const REMOTE_LIST: readonly RemoteEntry[] = remoteListSchema.parse(remoteList).remotes;

/** Every federated remote, by package name (what platform engineers type) and federation name. */
export const REMOTES: Readonly<Record<RemotePackageName, RemoteFederationName>> = Object.fromEntries(
  REMOTE_LIST.map((remote) => [remote.package, remote.federationName]),
);
export const REMOTE_PACKAGE_NAMES: readonly RemotePackageName[] = REMOTE_LIST.map((remote) => remote.package);

/** Site-relative URL of a published remote's manifest; the static site serves it from the publish folder. */
export const remoteManifestUrl = (packageName: string, version: string): string =>
  `/remotes/${packageName}/${version}/mf-manifest.json`;

/** Reply of `GET /api/remotes`: where the browser loads each remote's manifest from right now. */
export const remoteRegistrySchema = z.object({
  remotes: z.array(
    z.object({
      /** Federation name, e.g. `mf_cover`. */
      name: z.string(),
      /** Package name, e.g. `mf-cover`. */
      packageName: z.string(),
      version: z.string(),
      /** Site-relative URL of the versioned `mf-manifest.json`. */
      entry: z.string(),
    }),
  ),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
