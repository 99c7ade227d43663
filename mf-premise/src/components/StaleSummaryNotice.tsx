import { Button } from '@storyloom/kit';
import { styled } from 'styled-components';

export const STALE_SUMMARY_MESSAGE = 'This summary was written for your earlier characters. Generate it again to include your changes.';

interface StaleSummaryNoticeProps {
  onRegenerate: () => void;
  /** Regenerating waits for an edit in progress to be saved or cancelled. */
  disabled: boolean;
}

/** The server found the characters changed after this summary was written; the visitor chooses when to write it again. */
export function StaleSummaryNotice({ onRegenerate, disabled }: StaleSummaryNoticeProps) {
  return (
    <Notice role="status">
      <p>{STALE_SUMMARY_MESSAGE}</p>
      <Button variant="secondary" onClick={onRegenerate} disabled={disabled}>
        Regenerate Summary
      </Button>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(1.5)};
  padding: ${(props) => props.theme.space(1.5)};
  background: #fff8e1;
  border-left: 4px solid #f9a825;
  border-radius: ${(props) => props.theme.radii.small};

  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;
