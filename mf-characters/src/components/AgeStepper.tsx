import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { FieldFrame, controlLook } from '@storyloom/kit/forms';
import { ageProblem, decreaseAge, increaseAge } from '../lib/age-stepper.js';

interface AgeStepperProps {
  label?: string;
  value: string;
  onChange: (age: string) => void;
}

/** Longer text cannot be an age; the limit keeps a pasted paragraph out of the box. */
const MAX_TYPED_LENGTH = 8;

/**
 * Age as typed whole numbers (min 0, step 1) with decrease/increase buttons (docs/product/step1-characters.md#age).
 * Arrow Up/Down in the box do the same, as they would in a native number input. Text that is not a whole number
 * stays as typed, with the field's message (the form refuses to continue until it is fixed).
 */
export function AgeStepper({ label = 'Age', value, onChange }: AgeStepperProps) {
  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') onChange(increaseAge(value));
    else if (event.key === 'ArrowDown') onChange(decreaseAge(value));
    else return;
    event.preventDefault();
  };
  return (
    <FieldFrame label={label} error={ageProblem(value)}>
      {({ controlId, describedBy, invalid }) => (
        <Row>
          <StepButton
            type="button"
            aria-label={`Decrease ${label.toLowerCase()}`}
            onClick={() => onChange(decreaseAge(value))}
          >
            <span aria-hidden="true">−</span>
          </StepButton>
          <AgeInput
            id={controlId}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={MAX_TYPED_LENGTH}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={stepWithArrows}
          />
          <StepButton
            type="button"
            aria-label={`Increase ${label.toLowerCase()}`}
            onClick={() => onChange(increaseAge(value))}
          >
            <span aria-hidden="true">+</span>
          </StepButton>
        </Row>
      )}
    </FieldFrame>
  );
}

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${(props) => props.theme.space(1)};
  max-width: 220px;
`;

const AgeInput = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  text-align: center;
`;

const StepButton = styled.button`
  min-width: 44px;
  font-size: 1.25rem;
  color: ${(props) => props.theme.colors.primary};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  cursor: pointer;
`;
