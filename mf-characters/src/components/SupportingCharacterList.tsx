import { styled } from 'styled-components';
import { CHARACTER_LIMITS } from '@storyloom/contracts';
import type { CharacterFormState } from '../lib/character-form.js';
import { Button } from '@storyloom/kit';
import type { CharacterPatch } from '../lib/tag-fields.js';
import { SupportingCharacterCard } from './SupportingCharacterCard.js';

interface SupportingCharacterListProps {
  supporting: readonly CharacterFormState[];
  onChange: (id: string, patch: CharacterPatch) => void;
  onRemove: (id: string) => void;
  onAdd: () => void;
  /** Whether a card shows its required-name error (only after the visitor tried to continue). */
  showNameError: (id: string) => boolean;
}

/** The repeatable supporting-character cards and '+ ADD CHARACTER', as /step1 and the exposed CharacterEditor show them. */
export function SupportingCharacterList({
  supporting,
  onChange,
  onRemove,
  onAdd,
  showNameError,
}: SupportingCharacterListProps) {
  const atLimit = supporting.length >= CHARACTER_LIMITS.maxSupportingCharacters;
  return (
    <>
      {supporting.map((character, index) => (
        <SupportingCharacterCard
          key={character.id}
          character={character}
          position={index + 1}
          onChange={(patch) => onChange(character.id, patch)}
          onRemove={() => onRemove(character.id)}
          showNameError={showNameError(character.id)}
        />
      ))}
      <Button variant="secondary" onClick={onAdd} disabled={atLimit}>
        + ADD CHARACTER
      </Button>
      {atLimit && <Hint>You can add up to {CHARACTER_LIMITS.maxSupportingCharacters} supporting characters.</Hint>}
    </>
  );
}

const Hint = styled.p`
  color: ${(props) => props.theme.colors.textMuted};
  font-size: 0.875rem;
`;
