import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first commit, true from a transition right after it: what renders behind it is left out of
 * that first commit (and of any synchronous re-render its layout effects cause) and renders in slices that yield to
 * the browser.
 */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
