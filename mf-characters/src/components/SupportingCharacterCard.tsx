import { useId } from 'react';
import { styled } from 'styled-components';
import type { CharacterFormState } from '../lib/character-form.js';
import { ADVANCED_TAG_FIELDS, TAG_FIELDS, type CharacterPatch } from '../lib/tag-fields.js';
import { CharacterBasics } from './CharacterBasics.js';
import { CharacterTagField } from './CharacterTagField.js';
import { ExtraInformationField } from './ExtraInformationField.js';
import { SupportingCardHeader } from './SupportingCardHeader.js';
import { CharacterCard, TagFieldGrid } from './CharacterCard.js';
import { RelationshipSelect } from './RelationshipSelect.js';

/**
 * Supporting characters are offered the first three unused suggestions
 * (docs/product/constants-and-prices.md#screen-constants).
 */
const SUGGESTION_COUNT = 3;

interface SupportingCharacterCardProps {
  character: CharacterFormState;
  /** 1-based, for the card's heading. */
  position: number;
  onChange: (patch: CharacterPatch) => void;
  onRemove: () => void;
  showNameError: boolean;
}

/** One repeatable supporting character: basics up front, the other lists behind 'advanced options'. */
export function SupportingCharacterCard({
  character,
  position,
  onChange,
  onRemove,
  showNameError,
}: SupportingCharacterCardProps) {
  const headingId = useId();
  const advancedId = useId();
  const title = `Supporting character ${position}`;
  return (
    <CharacterCard aria-labelledby={headingId}>
      <SupportingCardHeader headingId={headingId} title={title} onRemove={onRemove} />
      <CharacterBasics character={character} onChange={onChange} showNameError={showNameError} />
      <RelationshipSelect
        relationship={character.relationship}
        relationshipCustom={character.relationshipCustom}
        onChange={(relationship, relationshipCustom) => onChange({ relationship, relationshipCustom })}
      />
      <CharacterTagField
        character={character}
        field={TAG_FIELDS.personality}
        onChange={onChange}
        suggestionCount={SUGGESTION_COUNT}
      />
      <AdvancedToggle
        type="button"
        aria-expanded={character.showAdvanced}
        aria-controls={advancedId}
        onClick={() => onChange({ showAdvanced: !character.showAdvanced })}
      >
        <span aria-hidden="true">{character.showAdvanced ? '▴' : '▾'}</span>
        {character.showAdvanced ? 'Hide advanced options' : 'Show advanced options'}
      </AdvancedToggle>
      {character.showAdvanced && (
        <div id={advancedId}>
          <TagFieldGrid>
            {ADVANCED_TAG_FIELDS.map((field) => (
              <CharacterTagField
                key={field.list}
                character={character}
                field={field}
                onChange={onChange}
                suggestionCount={SUGGESTION_COUNT}
              />
            ))}
          </TagFieldGrid>
          <ExtraInformationField
            value={character.extraInformation}
            onChange={(extraInformation) => onChange({ extraInformation })}
          />
        </div>
      )}
    </CharacterCard>
  );
}

const AdvancedToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
  margin: ${(props) => props.theme.space(2)} 0;
  padding: ${(props) => props.theme.space(0.5)} 0;
  font: inherit;
  font-weight: 600;
  color: ${(props) => props.theme.colors.primary};
  background: transparent;
  border: none;
  cursor: pointer;
`;
