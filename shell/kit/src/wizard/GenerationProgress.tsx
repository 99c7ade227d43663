import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { progressAt } from './generation-progress.js';

/** How often the bar moves; smooth enough to look alive, rare enough to cost nothing. */
const TICK_MS = 250;

export interface GenerationProgressProps {
  /** Names the bar for assistive technology and is shown under it, e.g. 'Writing your summary...'. */
  label: string;
  /** How long the bar takes to creep up to 95%. */
  durationMs: number;
}

/**
 * The bar shown while waiting for the first written words (the writing itself then shows the progress).
 * The server gives no percentage, so it is a time-based estimate
 * (docs/product/constants-and-prices.md#screen-constants).
 */
export function GenerationProgress({ label, durationMs }: GenerationProgressProps) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => setPercent(progressAt(Date.now() - startedAt, durationMs)), TICK_MS);
    return () => clearInterval(timer);
  }, [durationMs]);
  return (
    <Wrapper>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Caption>{label}</Caption>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(1)};
  padding: ${(props) => props.theme.space(2)} 0;
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  background: ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.pill};
`;

const Fill = styled.div`
  height: 100%;
  background: ${(props) => props.theme.colors.primary};
  transition: width 0.25s linear;
`;

const Caption = styled.p`
  margin: 0;
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;
