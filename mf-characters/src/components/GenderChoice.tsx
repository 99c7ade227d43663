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

/** Male / Female as two radio cards; a checkmark marks the chosen one (spec section 3). 'unselected' checks neither. */
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
              <input type="radio" name={name} value={option.value} checked={checked} onChange={() => onChange(option.value)} />
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

  input {
    accent-color: ${(props) => props.theme.colors.primary};
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
