import { startLocalLulu } from '@storyloom/api/test/local-lulu';
import { e2eRun, E2E_LULU_KEY, E2E_LULU_SECRET } from './e2e-dirs.mjs';

/**
 * The run's one Lulu: the API's own stand-in (api/test/support/lulu/local-lulu-server.ts), on the run's Lulu port,
 * for the whole run. The test server sends every paid book to it (e2e/scripts/start-test-server.mjs) and the
 * operators' test orders; like Lulu, it fetches both PDFs of a new print job through their signed links. Tests
 * read its jobs through `luluState()` (e2e/support/lulu.ts). Stopped when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const lulu = await startLocalLulu({
    port: e2eRun().luluPort,
    clientKey: E2E_LULU_KEY,
    clientSecret: E2E_LULU_SECRET,
    fetchSources: true,
  });
  return () => lulu.close();
}
