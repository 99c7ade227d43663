import { startTransition, useEffect, useState } from 'react';
import type { SavedCharacter } from '@storyloom/contracts';
import { loadSavedCharacters } from './characters-api.js';

/**
 * Loads the visitor's saved characters once (the draft, else this browser's copy) and hands them to `restore`;
 * answers whether they have arrived. A reply that comes after the component has gone is dropped.
 */
export function useSavedCharacters(restore: (saved: SavedCharacter[]) => void): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void loadSavedCharacters().then((saved) => {
      if (!current) return;
      // A transition: the saved characters render in slices that leave the loading page responsive, not in one long
      // task (Lighthouse's total blocking time, issue 27).
      startTransition(() => {
        restore(saved);
        setLoaded(true);
      });
    });
    return () => {
      current = false;
    };
  }, [restore]);
  return loaded;
}
