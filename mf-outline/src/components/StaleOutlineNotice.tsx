import { Button } from '@storyloom/kit';
import { styled } from 'styled-components';

export const STALE_OUTLINE_MESSAGE =
  'This outline was written for an earlier version of your story summary. Your chapter edits are kept until you generate a new outline.';

/** The server found the summary changed after this outline was written; the visitor chooses when to write it again. */
export function StaleOutlineNotice({ onRegenerate }: { onRegenerate: () => void }) {
  return (
    <Notice role="status">
      <p>{STALE_OUTLINE_MESSAGE}</p>
      <Button variant="secondary" onClick={onRegenerate}>
        Regenerate Outline
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
  margin-bottom: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(1.5)};
  background: #fff8e1;
  border-left: 4px solid #f9a825;
  border-radius: ${(props) => props.theme.radii.small};

  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;
