import { useId } from 'react';
import { styled } from 'styled-components';
import { SEX_OPTIONS, type Gender } from '@storyloom/contracts';

interface GenderChoiceProps {
  value: Gender;
  onChange: (gender: Gender) => void;
  /** Shown in red under the choice (the variant form requires a choice). */
  error?: string;
  label?: string;
}

/**
 * Male / Female as two radio cards; the chosen one has a green border and a checkmark, its only marker (the
 * native radio stays for keyboards and screen readers but is not drawn)
 * (docs/product/step1-characters.md#step1-the-screen). 'unselected' checks neither.
 */
export function GenderChoice({ value, onChange, error, label = 'Gender' }: GenderChoiceProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{label}</Legend>
      <Options>
        {SEX_OPTIONS.map((option) => {
          const checked = value === option.value;
          return (
            <OptionCard key={option.value} $checked={checked} $invalid={Boolean(error)}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
              {checked && <Checkmark aria-hidden="true">✓</Checkmark>}
            </OptionCard>
          );
        })}
      </Options>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0 0 ${(props) => props.theme.space(2)};
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  margin-bottom: ${(props) => props.theme.space(0.5)};
  padding: 0;
  font-weight: 600;
  font-size: 0.95rem;
`;

const Options = styled.div`
  display: flex;
  gap: ${(props) => props.theme.space(1)};
`;

const OptionCard = styled.label<{ $checked: boolean; $invalid: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
  min-height: 44px;
  padding: 0 ${(props) => props.theme.space(2)};
  border: 2px solid
    ${(props) => (props.$checked ? props.theme.colors.primary : props.$invalid ? props.theme.colors.error : props.theme.colors.border)};
  border-radius: ${(props) => props.theme.radii.medium};
  background: ${(props) => props.theme.colors.surface};
  cursor: pointer;

  /* The card itself is the radio: the input covers it, invisible, so a click anywhere on the card picks it. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  /* Keyboard focus rings the card, since the focused input itself is not drawn. */
  &:has(input:focus-visible) {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Checkmark = styled.span`
  color: ${(props) => props.theme.colors.primary};
  font-weight: 700;
`;

const ErrorText = styled.p`
  margin: ${(props) => props.theme.space(0.5)} 0 0;
  font-size: 0.85rem;
  color: ${(props) => props.theme.colors.error};
`;
