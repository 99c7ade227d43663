import { BOOK_SIZE_CODES, BOOK_SIZES, type BookSize } from '@storyloom/contracts';
import { styled } from 'styled-components';
import { chaptersLabel, surchargeLabel } from '../lib/book-size-labels.js';

interface BookSizeSelectorProps {
  value: BookSize;
  onChange: (size: BookSize) => void;
  disabled?: boolean;
}

/**
 * SELECT SIZE: S, M and L as native radio cards, each with its chapter count and surcharge
 * (docs/product/constants-and-prices.md#book-sizes).
 */
export function BookSizeSelector({ value, onChange, disabled }: BookSizeSelectorProps) {
  return (
    <Fieldset disabled={disabled}>
      <Legend>SELECT SIZE</Legend>
      <Options>
        {BOOK_SIZE_CODES.map((size) => (
          <Option key={size} $checked={size === value}>
            <input
              type="radio"
              name="book-size"
              value={size}
              checked={size === value}
              onChange={() => onChange(size)}
              aria-label={`${size}: ${chaptersLabel(size)}, ${surchargeLabel(BOOK_SIZES[size].surchargeCents)}`}
            />
            <Code aria-hidden="true">{size}</Code>
            <Detail aria-hidden="true">{chaptersLabel(size)}</Detail>
            <Surcharge aria-hidden="true">{surchargeLabel(BOOK_SIZES[size].surchargeCents)}</Surcharge>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${(props) => props.theme.space(2)};
  padding: 0;
`;

const Legend = styled.legend`
  font-weight: 700;
  letter-spacing: 0.05em;
  margin-bottom: ${(props) => props.theme.space(1)};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(props) => props.theme.space(1)};
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(props) => props.theme.space(0.5)};
  /* Narrow sides: three cards share a 320 px column (or a phone's width), and each label stays on one line. */
  padding: ${(props) => props.theme.space(1.5)} ${(props) => props.theme.space(0.5)};
  cursor: pointer;
  text-align: center;
  background: ${(props) => props.theme.colors.surface};
  border: 2px solid ${(props) => (props.$checked ? props.theme.colors.primary : props.theme.colors.border)};
  border-radius: ${(props) => props.theme.radii.medium};
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    outline-offset: 2px;
  }
  fieldset:disabled & {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Code = styled.span`
  font-size: 1.5rem;
  font-weight: 700;
`;

/** '25 chapters', 'No surcharge': one line each, sized to fit a third of the controls column. */
const Detail = styled.span`
  font-size: 0.85rem;
  white-space: nowrap;
`;

const Surcharge = styled(Detail)`
  color: ${(props) => props.theme.colors.textMuted};
`;
