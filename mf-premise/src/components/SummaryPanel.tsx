import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { GenerationProgress } from '@storyloom/kit/wizard';
import { VisuallyHidden } from '@storyloom/kit';
import type { GenerationPhase } from '../lib/use-streamed-generation.js';
import { FormattedSummary } from './FormattedSummary.js';

export const SUMMARY_PLACEHOLDER = 'Your story summary will appear here...';

interface SummaryPanelProps {
  heading: string;
  phase: GenerationPhase;
  /** The words written so far while streaming. */
  streamedText: string;
  summary: string;
  progressMs: number;
  /** The edit box replaces the formatted text (the /step2 'Edit' mode). */
  editor?: ReactNode;
  /** Buttons under the text (Edit, Save, Proceed...). */
  actions: ReactNode;
  /** Shown above the text, e.g. that the summary was written for earlier characters. */
  notice?: ReactNode;
}

/**
 * The summary panel's states (docs/product/step2-premise.md#step2-the-screen): empty (placeholder), waiting for the
 * first words (progress bar), words arriving (shown formatted as they come), filled, editing.
 */
export function SummaryPanel({
  heading,
  phase,
  streamedText,
  summary,
  progressMs,
  editor,
  actions,
  notice,
}: SummaryPanelProps) {
  const status = phase === 'idle' ? (summary ? 'Your summary is ready.' : '') : 'Writing your summary...';
  return (
    <Panel aria-labelledby="summary-panel-heading">
      <Heading id="summary-panel-heading">{heading}</Heading>
      {notice}
      {/* Announced once per state change; the streamed words themselves would be far too chatty for a live region. */}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      <Content aria-busy={phase !== 'idle'} data-testid="summary-content">
        {phase === 'waiting' ? (
          <GenerationProgress label="Writing your summary..." durationMs={progressMs} />
        ) : phase === 'streaming' ? (
          <FormattedSummary text={streamedText} />
        ) : editor ? (
          editor
        ) : summary ? (
          <FormattedSummary text={summary} />
        ) : (
          <Placeholder>{SUMMARY_PLACEHOLDER}</Placeholder>
        )}
      </Content>
      <Actions>{actions}</Actions>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.large};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.35rem;
`;

/** The summary area grows to at most 550 px, then scrolls (docs/product/constants-and-prices.md#screen-constants). */
const Content = styled.div`
  min-height: 200px;
  max-height: 550px;
  overflow-y: auto;
`;

const Placeholder = styled.p`
  color: ${(props) => props.theme.colors.textMuted};
  font-style: italic;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(props) => props.theme.space(1.5)};
`;
