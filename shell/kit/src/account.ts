import { useEffect, useSyncExternalStore } from 'react';
// Types only: the kit's core is on every page's first paint and must not pull in the contract's zod schemas.
import type { Account, AccountMessageReply, MeReply } from '@storyloom/contracts';
import { apiGet, apiPost } from './api-client.js';

/**
 * The signed-in customer, shared by the shell's top bar and the account pages (docs/product/accounts.md). The kit
 * is a Module Federation singleton, so this one store is what every remote and the shell read: when the login page
 * signs the visitor in, the top bar changes at once.
 *
 * The paths are ACCOUNT_API.me and ACCOUNT_API.logout of @storyloom/contracts, written out here for the reason
 * above; account.spec.ts checks they agree.
 */
export const ACCOUNT_ME_PATH = '/api/auth/me';
export const ACCOUNT_LOGOUT_PATH = '/api/auth/logout';

/** `undefined` while the first `GET /api/auth/me` is on its way; `null` when nobody is signed in. */
export type AccountState = Account | null | undefined;

let current: AccountState;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const publish = (next: AccountState) => {
  current = next;
  for (const listener of listeners) listener();
};

/** Asks the server who is signed in (again). A failure counts as nobody: the site works without an account. */
export function refreshAccount(): Promise<void> {
  loading = apiGet<MeReply>(ACCOUNT_ME_PATH)
    .then((reply) => publish(reply?.account ?? null))
    .catch(() => publish(null));
  return loading;
}

/** After signup, login or verification: the account the server answered with (or null after logout). */
export function setAccount(account: Account | null): void {
  publish(account);
}

/** Signs out (`POST /api/auth/logout`); the store says nobody is signed in even if the call fails. */
export async function logOut(): Promise<void> {
  try {
    await apiPost<AccountMessageReply>(ACCOUNT_LOGOUT_PATH, {});
  } finally {
    publish(null);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in account (undefined while unknown, null for nobody); asks the server once per page load. */
export function useAccount(): AccountState {
  const account = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  useEffect(() => {
    if (current === undefined && loading === null) void refreshAccount();
  }, []);
  return account;
}

/** Test support: forget what the store knows, as a fresh page load would. */
export function resetAccountStore(): void {
  loading = null;
  current = undefined;
}
