import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@storyloom/contracts';
import { INLINE_REGISTRY_ELEMENT_ID } from '@storyloom/contracts/page-data';
import { apiGet } from '@storyloom/kit';

export const REMOTE_REGISTRY_PATH = '/api/remotes';

type RegistryEntry = RemoteRegistry['remotes'][number];

/** Manifest URL currently registered per federation name. */
const registeredEntries = new Map<string, string>();
let pendingLoad: Promise<void> | null = null;

/** Checked by hand instead of with the contract's zod schema, which would put zod on every first page load. */
const isRegistry = (body: unknown): body is RemoteRegistry =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as RemoteRegistry).remotes) &&
  (body as RemoteRegistry).remotes.every(
    (remote: RegistryEntry) => typeof remote?.name === 'string' && typeof remote?.entry === 'string',
  );

/**
 * The registry's answer the server put into this page, read once: the first load needs no request to
 * /api/remotes (the browser is already fetching the route's remote files from the page's preload hints). Later
 * loads, and a retry after a failure, ask the server again. Undefined when the page carries none, or a broken one.
 */
function takeInlineRegistry(): RemoteRegistry | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(INLINE_REGISTRY_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const body: unknown = JSON.parse(element.textContent ?? '');
    return isRegistry(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

async function fetchAndRegister(): Promise<void> {
  const body = takeInlineRegistry() ?? (await apiGet<unknown>(REMOTE_REGISTRY_PATH));
  if (!isRegistry(body)) throw new Error(`${REMOTE_REGISTRY_PATH} answered with an unexpected shape`);
  const changed = body.remotes.filter((remote) => registeredEntries.get(remote.name) !== remote.entry);
  // `force` replaces an entry that moved (pinned or rolled back) since this page registered it.
  registerRemotes(
    changed.map((remote) => ({ name: remote.name, entry: remote.entry })),
    { force: true },
  );
  for (const remote of changed) registeredEntries.set(remote.name, remote.entry);
}

/**
 * Registers every remote from GET /api/remotes (name -> versioned mf-manifest.json), on the first load from the
 * copy of its answer inside the page. No remote URL is compiled into the shell, so a pin or rollback takes effect
 * on the next page load. Concurrent callers share one request;
 * a failed request is forgotten so the next caller (e.g. a Retry button) asks again.
 */
export function loadRemoteRegistry(options: { refresh?: boolean } = {}): Promise<void> {
  if (pendingLoad && !options.refresh) return pendingLoad;
  const load = fetchAndRegister();
  pendingLoad = load;
  load.catch(() => {
    if (pendingLoad === load) pendingLoad = null;
  });
  return load;
}

/** The manifest URL the browser loads `remote` from, for error messages. */
export function registeredEntryOf(remote: string): string | undefined {
  return registeredEntries.get(remote);
}
