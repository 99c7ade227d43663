import { styled } from 'styled-components';
import { Fieldset, Legend } from './ChoiceCards.js';

interface ExtraCopiesStepperProps {
  value: number;
  onChange: (copies: number) => void;
  /** What one more copy costs, already formatted (the extra-copy price plus the size surcharge). */
  perCopyLabel: string;
  /** The server's ceiling, when the contract sets one. */
  max?: number;
}

/** Extra copies: never below 0 (docs/product/step5-delivery.md); the chip shows what one more copy really costs. */
export function ExtraCopiesStepper({ value, onChange, perCopyLabel, max }: ExtraCopiesStepperProps) {
  const atMax = max !== undefined && value >= max;
  return (
    <Fieldset>
      <Legend>Extra copies</Legend>
      <Row>
        <StepButton
          type="button"
          onClick={() => onChange(Math.max(0, value - 1))}
          disabled={value <= 0}
          aria-label="One copy fewer"
        >
          −
        </StepButton>
        <Count
          aria-live="polite"
          aria-atomic="true"
          aria-label={`${value} extra ${value === 1 ? 'copy' : 'copies'}`}
          role="status"
        >
          {value}
        </Count>
        <StepButton
          type="button"
          onClick={() => onChange(atMax ? value : value + 1)}
          disabled={atMax}
          aria-label="One more copy"
        >
          +
        </StepButton>
        <Chip>{perCopyLabel} per extra copy</Chip>
      </Row>
    </Fieldset>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(1.5)};
`;

const StepButton = styled.button`
  width: 44px;
  height: 44px;
  font-size: 1.4rem;
  line-height: 1;
  border-radius: ${(props) => props.theme.radii.pill};
  border: 2px solid ${(props) => props.theme.colors.primary};
  background: ${(props) => props.theme.colors.surface};
  color: ${(props) => props.theme.colors.primary};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  min-width: 2ch;
  text-align: center;
  font-size: 1.3rem;
  font-weight: 700;
`;

const Chip = styled.span`
  padding: ${(props) => props.theme.space(0.5)} ${(props) => props.theme.space(1.5)};
  border-radius: ${(props) => props.theme.radii.pill};
  background: #eef5e9;
  font-size: 0.9rem;
`;
