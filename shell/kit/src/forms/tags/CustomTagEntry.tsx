import type { KeyboardEvent, Ref } from 'react';
import { styled } from 'styled-components';

interface CustomTagEntryProps {
  id: string;
  label: string;
  value: string;
  maxLength?: number;
  onChange: (text: string) => void;
  /** Called with the typed text when Enter (without Shift) is pressed on non-blank text. */
  onSubmit: (text: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The box the custom option reveals (docs/product/step1-characters.md#tag-pickers): Enter adds the text, Shift+Enter
 * is an ordinary new line.
 */
export function CustomTagEntry({ id, label, value, maxLength, onChange, onSubmit, ref }: CustomTagEntryProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (value.trim() !== '') onSubmit(value);
  };
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <TextArea
        id={id}
        ref={ref}
        rows={2}
        value={value}
        maxLength={maxLength}
        placeholder="Type your own and press Enter"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <Hint id={`${id}-hint`}>Press Enter to add. Separate several with commas.</Hint>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(0.5)};
  font-size: 0.875rem;
`;

const TextArea = styled.textarea`
  font: inherit;
  padding: ${(props) => props.theme.space(1)};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  resize: vertical;
`;

const Hint = styled.span`
  color: ${(props) => props.theme.colors.textMuted};
`;
