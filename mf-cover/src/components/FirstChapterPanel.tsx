import { styled } from 'styled-components';
import { Button } from '@storyloom/kit';
import { GenerationProgress } from '@storyloom/kit/wizard';

/** The chapter's bar creeps up to 95% over 60 s until the first words arrive (docs/product/constants-and-prices.md). */
export const CHAPTER_PROGRESS_MS = 60_000;

export interface FirstChapterPanelProps {
  text: string;
  writing: boolean;
  error: string | null;
  /** Offered after a failure, so the visitor can go on without starting over. */
  onRetry?: () => void;
  /** The panel's heading; a sample book's page names it otherwise than the visitor's own step 4. */
  title?: string;
}

/** YOUR FIRST CHAPTER: the chapter streaming in as it is written, then the whole of it. */
export function FirstChapterPanel({
  text,
  writing,
  error,
  onRetry,
  title = 'YOUR FIRST CHAPTER',
}: FirstChapterPanelProps) {
  return (
    <Panel aria-labelledby="first-chapter-heading" aria-busy={writing}>
      <Title id="first-chapter-heading">{title}</Title>
      {error && (
        <Failure>
          <ErrorText role="alert">{error}</ErrorText>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Write the chapter again
            </Button>
          )}
        </Failure>
      )}
      {writing && text === '' && (
        <GenerationProgress label="Writing your first chapter..." durationMs={CHAPTER_PROGRESS_MS} />
      )}
      {writing && text !== '' && <Status role="status">Writing your first chapter...</Status>}
      {text !== '' && (
        // Focusable so the chapter can be scrolled from the keyboard.
        <Chapter data-testid="first-chapter-text" role="region" aria-label="Chapter text" tabIndex={0}>
          {text}
        </Chapter>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.medium};
  min-height: 240px;
  min-width: 0;
`;

const Title = styled.h2`
  margin-top: 0;
  font-size: 1.1rem;
  letter-spacing: 0.05em;
`;

/** As tall as the summary box (550 px, docs/product/constants-and-prices.md), scrolling beyond. */
const Chapter = styled.div`
  max-height: 550px;
  overflow-y: auto;
  white-space: pre-line;
  line-height: 1.6;
  font-family: ${(props) => props.theme.fonts.heading};
  &:focus-visible { outline: 3px solid ${(props) => props.theme.colors.focus}; outline-offset: 2px; }
`;

const Status = styled.p`
  color: ${(props) => props.theme.colors.textMuted};
  font-style: italic;
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(props) => props.theme.space(1)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
`;
