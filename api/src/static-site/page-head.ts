import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { REMOTE_LIST, type RemoteRegistry } from '@storyloom/contracts';
import { INLINE_REGISTRY_ELEMENT_ID, PAGE_STATUS_META_NAME } from '@storyloom/contracts/page-data';

/**
 * What the served page's <head> gains so its first paint does not wait for a chain of requests (HTML → shell
 * script → /api/remotes → manifest → remote entry → page chunk, one after the other):
 * - the registry's answer itself (the shell reads it instead of asking /api/remotes on the first load), and
 * - preload hints for the files of the remote that shows this path: its manifest, its remote entry and the page's
 *   own chunks, fetched by the browser beside the shell's script.
 * The registry is computed per request like /api/remotes, so a pin or rollback still reaches the very next page load.
 */

/** The remote and exposed module that show `path`, as the shell's route table maps it (remote-list.json). */
export function remotePageFor(path: string): { packageName: string; exposed: string; wizardStep: boolean } | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const remote of REMOTE_LIST) {
    const page = remote.pages.find((candidate) => candidate.path === normalised);
    if (page) return { packageName: remote.package, exposed: page.exposed, wizardStep: page.chrome === 'step' };
  }
  return undefined;
}

/**
 * Shared modules the shell provides but its first load does not fetch (shell/kit/build/shared-dependencies.ts): the
 * kit's wizard and form entries and the contract (~46 KB with zod). A wizard step runs on all three, and the browser
 * would learn of their files only once the remote's page chunk has run and asked for them, one round trip after
 * the chunks hinted above; hinted too, they download with them.
 */
const LAZILY_PROVIDED_SHARED = ['@storyloom/kit/wizard', '@storyloom/kit/forms', '@storyloom/contracts'];

interface ManifestFiles {
  remoteEntry: string;
  /** Exposed module ("./Step1Page") → its synchronous JS chunks, relative to the manifest's folder. */
  exposes: Map<string, string[]>;
  /** Shared module name → its synchronous JS chunks in this build (what the shell's manifest says it provides). */
  shared: Map<string, string[]>;
}

interface ManifestJson {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
  shared?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** Parsed manifests by file, re-read when the file changes (a local build rewrites its manifest in place). */
const manifestCache = new Map<string, { mtimeMs: number; files: ManifestFiles | undefined }>();

async function manifestFiles(file: string): Promise<ManifestFiles | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats) return undefined;
  const cached = manifestCache.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs) return cached.files;
  let files: ManifestFiles | undefined;
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as ManifestJson;
    const entry = manifest.metaData?.remoteEntry;
    const exposes = new Map(
      (manifest.exposes ?? [])
        .filter((expose) => expose.path)
        .map((expose) => [expose.path!, expose.assets?.js?.sync ?? []]),
    );
    const shared = new Map(
      (manifest.shared ?? [])
        .filter((module) => module.name)
        .map((module) => [module.name!, module.assets?.js?.sync ?? []]),
    );
    // The shell's manifest names no remote entry (it exposes nothing), only what it shares.
    files = { remoteEntry: entry?.name ? posix.join(entry.path ?? '', entry.name) : '', exposes, shared };
  } catch {
    // A manifest being rewritten, or broken: no hints; the shell still loads the remote (and reports a broken one).
    files = undefined;
  }
  manifestCache.set(file, { mtimeMs: stats.mtimeMs, files });
  return files;
}

/** A path inside the site, safe inside a double-quoted attribute (they come from our own manifests; still escaped). */
const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The preload links for the remote page shown at `path`, or none when no remote page lives there. `shellPage` is the
 * shell's index.html: a file it already loads is not hinted again.
 */
export async function preloadLinks(
  path: string,
  registry: RemoteRegistry,
  publishDir: string,
  shellPage = '',
): Promise<string[]> {
  const page = remotePageFor(path);
  const served = page && registry.remotes.find((remote) => remote.packageName === page.packageName);
  if (!page || !served || !served.entry.startsWith('/remotes/')) return [];
  const files = await manifestFiles(join(publishDir, served.entry));
  if (!files?.remoteEntry) return [];
  const folder = posix.dirname(served.entry);
  // `crossorigin` on the manifest: the federation runtime fetch()es it (CORS mode), and a preload is only used by
  // a request made in the same mode. The remote entry and chunks are classic <script> loads.
  const links = [`<link rel="preload" href="${attribute(served.entry)}" as="fetch" crossorigin="anonymous">`];
  for (const script of [files.remoteEntry, ...(files.exposes.get(page.exposed) ?? [])]) {
    links.push(`<link rel="preload" href="${attribute(posix.join(folder, script))}" as="script">`);
  }
  if (page.wizardStep) links.push(...(await shellSharedLinks(files, publishDir, shellPage)));
  return links;
}

/** Hints for the shell's files of the lazily provided modules the step's remote shares (LAZILY_PROVIDED_SHARED). */
async function shellSharedLinks(remote: ManifestFiles, publishDir: string, shellPage: string): Promise<string[]> {
  const shell = await manifestFiles(join(publishDir, 'shell', 'mf-manifest.json'));
  if (!shell) return [];
  const scripts = new Set(
    LAZILY_PROVIDED_SHARED.filter((name) => remote.shared.has(name)).flatMap((name) => shell.shared.get(name) ?? []),
  );
  return [...scripts]
    .map((script) => `/${script}`)
    .filter((href) => !shellPage.includes(`"${href}"`))
    .map((href) => `<link rel="preload" href="${attribute(href)}" as="script">`);
}

/** The page whose first paint is the visitor's own cover (step 4's result view, once a cover is stored). */
export const COVER_PAGE_PATH = '/step4';

/**
 * The hint that starts the cover's download with the page: without it the image is asked for only after the shell,
 * the remote and GET /api/step4 (over 4 s on a throttled phone). `imagesrcset`/`imagesizes` are the <img>'s own
 * srcset and sizes, so the browser picks the same file for both and downloads it once; high priority, as the cover
 * is the page's largest paint.
 */
export function coverPreloadLink(image: { href: string; srcset: string; sizes: string }): string {
  return `<link rel="preload" as="image" href="${attribute(image.href)}" imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}" fetchpriority="high">`;
}

/** The registry as a JSON data block; `<` escaped so no value can end the script element early. */
export function inlineRegistryScript(registry: RemoteRegistry): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INLINE_REGISTRY_ELEMENT_ID}">${json}</script>`;
}

/** `html` with `additions` placed just before `</head>` (or unchanged when it has none). */
export function withHeadAdditions(html: string, additions: string[]): string {
  const at = html.indexOf('</head>');
  return at === -1 || additions.length === 0 ? html : `${html.slice(0, at)}${additions.join('')}${html.slice(at)}`;
}

/**
 * Tells the shell that this page answers a path the site does not have (or hides, as `/internal/*` from all but
 * operators): it shows its 404 error screen for this address whatever its route table says. The same bytes at every
 * such path, so the page reveals nothing about which paths exist.
 */
export const NOT_FOUND_MARKER = `<meta name="${PAGE_STATUS_META_NAME}" content="404">`;
