/**
 * The step pages' copy of what the visitor typed in this browser's localStorage: a fast first paint and a fallback,
 * never the truth (the server's draft is). Storage can be disabled or full (private windows, quotas), so every
 * access goes through `withBrowserStorage`, and the pages still work from the draft when it fails.
 */
export function withBrowserStorage<T>(action: (storage: Storage) => T): T | undefined {
  try {
    return action(localStorage);
  } catch {
    return undefined;
  }
}

/** The text stored under `key`, or undefined when there is none or storage cannot be read. */
export function readStoredText(key: string): string | undefined {
  return withBrowserStorage((storage) => storage.getItem(key)) ?? undefined;
}

/** Keeps `text` under `key`; an empty text removes the key. */
export function storeText(key: string, text: string): void {
  withBrowserStorage((storage) => (text === '' ? storage.removeItem(key) : storage.setItem(key, text)));
}

/** The JSON stored under `key`, parsed, or undefined (nothing stored, unreadable, not JSON); the caller checks its shape. */
export function readStoredJson(key: string): unknown {
  const stored = readStoredText(key);
  if (!stored) return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as JSON under `key`. */
export function storeJson(key: string, value: unknown): void {
  withBrowserStorage((storage) => storage.setItem(key, JSON.stringify(value)));
}

/** Removes each key. */
export function removeStored(...keys: readonly string[]): void {
  withBrowserStorage((storage) => keys.forEach((key) => storage.removeItem(key)));
}
