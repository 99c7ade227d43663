import { CHARACTER_LIMITS, CUSTOM_OPTION, RELATIONSHIP_OPTIONS } from '@storyloom/contracts';
import { Select, TextField } from '@storyloom/kit/forms';

interface RelationshipSelectProps {
  relationship: string;
  relationshipCustom: string;
  onChange: (relationship: string, relationshipCustom: string) => void;
}

/**
 * 'Relationship to Main' for a supporting character (docs/product/step1-characters.md#step1-the-screen). 'Custom...'
 * reveals a text box; choosing any other value clears that text (docs/product/step1-characters.md#tag-pickers), so a
 * stale custom value is never saved. Enter in the box sets the trimmed text as the relationship and does nothing else.
 */
export function RelationshipSelect({ relationship, relationshipCustom, onChange }: RelationshipSelectProps) {
  return (
    <>
      <Select
        label="Relationship to Main"
        placeholder="Choose a relationship"
        options={RELATIONSHIP_OPTIONS}
        value={relationship}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen, chosen === CUSTOM_OPTION ? relationshipCustom : '');
        }}
      />
      {relationship === CUSTOM_OPTION && (
        <TextField
          label="Custom relationship"
          value={relationshipCustom}
          maxLength={CHARACTER_LIMITS.tagMaxLength}
          hint="Press Enter to set it."
          onChange={(event) => onChange(relationship, event.target.value)}
          onKeyDown={(event) => {
            // Enter sets the typed relationship (docs/product/step1-characters.md#tag-pickers), as in the tag
            // pickers' Custom... boxes; in a form, a text box's Enter would otherwise submit the whole step.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            const typed = relationshipCustom.trim();
            if (typed !== '') onChange(relationship, typed);
          }}
        />
      )}
    </>
  );
}
