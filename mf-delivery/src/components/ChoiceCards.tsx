import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface ChoiceCard<T extends string> {
  value: T;
  label: string;
  /** A second line: a price, a description. */
  detail?: ReactNode;
  /** A small badge after the label ('Recommended'). */
  badge?: string;
  /** Shown but not choosable (Priority Delivery). */
  disabled?: boolean;
  /** Read by screen readers after the label, e.g. why a card cannot be chosen. */
  note?: string;
  /** Further lines shown and read after the note ('arrives Dec 14–18'); `tone` colours a verdict. */
  footnotes?: ReadonlyArray<{ text: string; tone?: 'good' | 'warning' | 'bad'; testId?: string }>;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<ChoiceCard<T>>;
  onChange: (value: T) => void;
  columns?: number;
}

/** A one-of-many choice as native radio buttons styled as cards: keyboard and screen readers work as for any radio group. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  columns = options.length,
}: ChoiceCardsProps<T>) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Grid $columns={columns}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <Card key={option.value} $checked={checked} $disabled={option.disabled === true}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                aria-label={[
                  option.label,
                  option.badge,
                  typeof option.detail === 'string' ? option.detail : undefined,
                  option.note,
                  ...(option.footnotes ?? []).map((line) => line.text),
                ]
                  .filter(Boolean)
                  .join(', ')}
              />
              <Label aria-hidden="true">
                {option.label}
                {option.badge ? <Badge>{option.badge}</Badge> : null}
              </Label>
              {option.detail !== undefined ? <Detail aria-hidden="true">{option.detail}</Detail> : null}
              {option.note ? <Detail aria-hidden="true">{option.note}</Detail> : null}
              {option.footnotes?.map((line) => (
                <Footnote key={line.text} aria-hidden="true" $tone={line.tone} data-testid={line.testId}>
                  {line.text}
                </Footnote>
              ))}
            </Card>
          );
        })}
      </Grid>
    </Fieldset>
  );
}

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${(props) => props.theme.space(3)};
  padding: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  font-weight: 700;
  font-size: 1.1rem;
  margin-bottom: ${(props) => props.theme.space(1.5)};
`;

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${(props) => props.theme.space(1)};
  ${(props) => props.theme.media.sm} {
    grid-template-columns: repeat(${(props) => props.$columns}, minmax(0, 1fr));
  }
`;

const Card = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(0.5)};
  padding: ${(props) => props.theme.space(1.5)};
  cursor: ${(props) => (props.$disabled ? 'not-allowed' : 'pointer')};
  opacity: ${(props) => (props.$disabled ? 0.6 : 1)};
  background: ${(props) => props.theme.colors.surface};
  border: 2px solid ${(props) => (props.$checked ? props.theme.colors.primary : props.theme.colors.border)};
  border-radius: ${(props) => props.theme.radii.medium};
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  &:focus-within {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Label = styled.span`
  font-weight: 600;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(1)};
`;

const Badge = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
  padding: 2px ${(props) => props.theme.space(1)};
  border-radius: ${(props) => props.theme.radii.pill};
  background: ${(props) => props.theme.colors.primary};
  color: ${(props) => props.theme.colors.primaryContrast};
`;

const Detail = styled.span`
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.textMuted};
`;

const Footnote = styled(Detail)<{ $tone?: 'good' | 'warning' | 'bad' }>`
  font-weight: ${(props) => (props.$tone ? 600 : 400)};
  color: ${(props) =>
    props.$tone === 'good'
      ? props.theme.colors.success
      : props.$tone === 'bad'
        ? props.theme.colors.error
        : props.$tone === 'warning'
          ? props.theme.colors.text
          : props.theme.colors.textMuted};
`;
