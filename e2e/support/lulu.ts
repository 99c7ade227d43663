import { createHmac } from 'node:crypto';
import type { LocalLuluState } from '@storyloom/api/test/local-lulu';
import { e2eRun, E2E_LULU_SECRET } from './e2e-dirs.mjs';

/** What the run's Lulu stand-in (started by playwright-global-setup.ts) holds now: its print jobs and the files it fetched. */
export async function luluState(): Promise<LocalLuluState> {
  const response = await fetch(`http://127.0.0.1:${e2eRun().luluPort}/_local-lulu/state`);
  if (!response.ok) throw new Error(`the local Lulu answered ${response.status}`);
  return (await response.json()) as LocalLuluState;
}

/** The `Lulu-HMAC-SHA256` header Lulu sends with a webhook: the body's HMAC under the client secret. */
export const signLuluWebhook = (body: string): string =>
  createHmac('sha256', Buffer.from(E2E_LULU_SECRET, 'utf8')).update(body).digest('hex');
