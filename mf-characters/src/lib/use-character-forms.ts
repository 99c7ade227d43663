import { useCallback, useState } from 'react';
import { CHARACTER_LIMITS, type SavedCharacter } from '@storyloom/contracts';
import { newCharacterId } from './character-ids.js';
import { emptyCharacterForm, savedToCharacterForm, type CharacterFormState } from './character-form.js';
import type { CharacterPatch } from './tag-fields.js';

/**
 * The /step1 form's state: one main character and the supporting ones
 * (docs/product/step1-characters.md#step1-the-screen).
 */
export function useCharacterForms() {
  const [main, setMain] = useState<CharacterFormState>(() => emptyCharacterForm(newCharacterId(), true));
  const [supporting, setSupporting] = useState<CharacterFormState[]>([]);

  const updateMain = useCallback((patch: CharacterPatch) => setMain((current) => ({ ...current, ...patch })), []);
  const updateSupporting = useCallback(
    (id: string, patch: CharacterPatch) =>
      setSupporting((current) =>
        current.map((character) => (character.id === id ? { ...character, ...patch } : character)),
      ),
    [],
  );
  /** A blank supporting character is appended; the API's bound is enforced here too so the form can't outgrow it. */
  const addSupporting = useCallback(
    () =>
      setSupporting((current) =>
        current.length >= CHARACTER_LIMITS.maxSupportingCharacters
          ? current
          : [...current, emptyCharacterForm(newCharacterId(), false)],
      ),
    [],
  );
  const removeSupporting = useCallback(
    (id: string) => setSupporting((current) => current.filter((character) => character.id !== id)),
    [],
  );

  /** Shows characters the visitor saved earlier; an empty list leaves the blank form as it is. */
  const restore = useCallback((saved: readonly SavedCharacter[]) => {
    const savedMain = saved.find((character) => character.isMainCharacter);
    if (savedMain) setMain(savedToCharacterForm(savedMain));
    const savedSupporting = saved.filter((character) => !character.isMainCharacter);
    if (saved.length > 0) setSupporting(savedSupporting.map((character) => savedToCharacterForm(character)));
  }, []);

  return { main, supporting, updateMain, updateSupporting, addSupporting, removeSupporting, restore };
}
