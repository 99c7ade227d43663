import { styled } from 'styled-components';
import { Button } from '../Button.js';

export interface WrittenForEarlierNoticeProps {
  /** What the text was written for and what writing it again changes, in the step's own words. */
  message: string;
  /** The button's label, e.g. 'Regenerate Summary'. */
  actionLabel: string;
  onRegenerate: () => void;
  /** e.g. while an edit is open: regenerating waits for it to be saved or cancelled. */
  disabled?: boolean;
  /** Lets a page place it (styled(WrittenForEarlierNotice)). */
  className?: string;
}

/**
 * Says that a generated text (step 2's summary, step 3's outline) was written for earlier inputs the visitor has
 * since changed, as the server's draft progress reports it. The text stays: the visitor chooses when to write it
 * again, so nothing is thrown away behind their back.
 */
export function WrittenForEarlierNotice({
  message,
  actionLabel,
  onRegenerate,
  disabled = false,
  className,
}: WrittenForEarlierNoticeProps) {
  return (
    <Notice role="status" className={className}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRegenerate} disabled={disabled}>
        {actionLabel}
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
