import { useCallback, useState } from 'react';
import { CHARACTER_LIMITS } from '@storyloom/contracts';
import { newCharacterId } from './character-ids.js';
import {
  emptyVariantMain,
  emptyVariantSupporting,
  type VariantMainForm,
  type VariantSupportingForm,
} from './variant-form.js';

/** The /OldStep1 form's state: one main character and zero or more supporting ones. */
export function useVariantForms() {
  const [main, setMain] = useState<VariantMainForm>(() => emptyVariantMain(newCharacterId()));
  const [supporting, setSupporting] = useState<VariantSupportingForm[]>([]);

  const updateMain = useCallback(
    (patch: Partial<VariantMainForm>) => setMain((current) => ({ ...current, ...patch })),
    [],
  );
  const updateSupporting = useCallback(
    (id: string, patch: Partial<VariantSupportingForm>) =>
      setSupporting((current) =>
        current.map((character) => (character.id === id ? { ...character, ...patch } : character)),
      ),
    [],
  );
  const addSupporting = useCallback(
    () =>
      setSupporting((current) =>
        current.length >= CHARACTER_LIMITS.maxSupportingCharacters
          ? current
          : [...current, emptyVariantSupporting(newCharacterId())],
      ),
    [],
  );
  const removeSupporting = useCallback(
    (id: string) => setSupporting((current) => current.filter((character) => character.id !== id)),
    [],
  );

  return { main, supporting, updateMain, updateSupporting, addSupporting, removeSupporting };
}
