import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// A runtime plugin runs before shared modules exist, so it takes the constant from the kit's unshared subpath.
import { CHUNK_LOAD_TIMEOUT_MS } from '@storyloom/kit/loading';
import { retryAfterFailure, withRetries } from './retry-policy.js';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/**
 * Fetches a remote's mf-manifest.json. A 404 or a network failure is reported as '(missing: url)' and a slow
 * answer as '(timeout: url)', the words the route's error screen shows (docs/product/errors.md, "Loading chunk ... failed").
 */
async function fetchManifest(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHUNK_LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`Manifest answered ${response.status} (missing: ${url})`);
    return response;
  } catch (error) {
    if (controller.signal.aborted)
      throw new Error(`Manifest timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms (timeout: ${url})`);
    if (error instanceof TypeError)
      throw new Error(`Manifest could not be fetched (missing: ${url})`, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes remote loading resilient: a failed manifest or remote entry is retried with backoff before the error
 * reaches the route (which then offers a Retry button), and entry scripts get the 120 s chunk timeout
 * (CHUNK_LOAD_TIMEOUT_MS) instead of the runtime's 20 s default.
 *
 * Kept instead of `@module-federation/retry-plugin` (issue 10 weighed it): its newest release (0.17.1) is built on
 * `@module-federation/sdk` 0.17 while this runtime is 2.9, so it would ship a second, older SDK; its
 * loadEntryError resets the very same runtime memo (`delete globalLoading[uniqueKey]`), so it removes no risk; and
 * it retries at a fixed delay with neither the entry timeout nor the '(missing: url)' / '(timeout: url)' words the
 * error screen shows, which would have to be added back around it. See docs/architecture.md.
 */
export default function remoteLoadRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storyloom-remote-load-retry',

    fetch(url, init) {
      return withRetries(() => fetchManifest(url, init));
    },

    // Called once the runtime's own attempt has failed, so only the retries are left to do.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const firstFailure = new Error(
        `Remote entry of ${remoteInfo.name} failed to load (missing: ${remoteInfo.entry})`,
      );
      const recovered = retryAfterFailure(async () => {
        // The runtime memoises the failed load under this key; clear it so the script is really requested again.
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!entry)
          throw new Error(`Remote entry of ${remoteInfo.name} did not register (missing: ${remoteInfo.entry})`);
        return entry;
      }, firstFailure);
      // The hook is typed as a promise of a promise; the runtime simply awaits whatever comes back.
      return recovered as unknown as LoadEntryErrorResult;
    },

    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      if (attrs?.['type'] === 'module') script.type = 'module';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      return { script, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
  };
}
