import { useId } from 'react';
import { styled } from 'styled-components';

export interface LevelSliderProps<T extends string | number> {
  label: string;
  /** The stops, lowest first; each is shown as a mark under the track. */
  marks: ReadonlyArray<{ readonly value: T; readonly label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A reading-level slider over named stops (Kid ... Sophisticated). A native range input, so arrow keys,
 * Home/End and touch work; aria-valuetext makes screen readers say 'Average', not '2'.
 */
export function LevelSlider<T extends string | number>({ label, marks, value, onChange }: LevelSliderProps<T>) {
  const id = useId();
  const index = Math.max(
    0,
    marks.findIndex((mark) => mark.value === value),
  );
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Range
        id={id}
        type="range"
        min={0}
        max={marks.length - 1}
        step={1}
        value={index}
        aria-valuetext={marks[index]?.label}
        onChange={(event) => {
          const mark = marks[Number(event.target.value)];
          if (mark) onChange(mark.value);
        }}
      />
      <Marks aria-hidden="true" $count={marks.length}>
        {marks.map((mark, markIndex) => (
          <Mark key={String(mark.value)} $active={markIndex === index}>
            {mark.label}
          </Mark>
        ))}
      </Marks>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(0.5)};
  margin-bottom: ${(props) => props.theme.space(2)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Range = styled.input`
  width: 100%;
  accent-color: ${(props) => props.theme.colors.primary};
`;

const Marks = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${(props) => props.$count}, 1fr);
  font-size: 0.8rem;
  color: ${(props) => props.theme.colors.textMuted};

  & > :first-child {
    text-align: left;
  }
  & > :last-child {
    text-align: right;
  }
`;

const Mark = styled.span<{ $active: boolean }>`
  text-align: center;
  font-weight: ${(props) => (props.$active ? 700 : 400)};
  color: ${(props) => (props.$active ? props.theme.colors.text : 'inherit')};
`;
