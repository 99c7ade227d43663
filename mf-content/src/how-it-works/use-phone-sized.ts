import { useSyncExternalStore } from 'react';

/** Below the theme's sm breakpoint (600 px) a screen is a phone's: the tutorials recorded in a phone's window fit it. */
const PHONE_QUERY = '(max-width: 599.98px)';

const query = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True on a phone-sized screen, following it as it changes (a phone turned sideways). Without matchMedia (old
 * browsers, jsdom): false, the desktop recordings.
 */
export function usePhoneSized(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
