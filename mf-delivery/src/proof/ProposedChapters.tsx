import { styled } from 'styled-components';
import type { ProposedChapter } from '@storyloom/contracts/delivery';
import { VisuallyHidden } from '@storyloom/kit';
import { wordDiff, type DiffPart } from './word-diff.js';

/** A text with a proposed change marked word by word: removed words struck through, added ones underlined, each also said in words. */
export function MarkedText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <Marked>
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'added' ? (
          <ins key={index}>
            <VisuallyHidden>[added: </VisuallyHidden>
            {part.text}
            <VisuallyHidden>]</VisuallyHidden>
          </ins>
        ) : (
          <del key={index}>
            <VisuallyHidden>[removed: </VisuallyHidden>
            {part.text}
            <VisuallyHidden>]</VisuallyHidden>
          </del>
        ),
      )}
    </Marked>
  );
}

/** Each chapter a proposed change would change, with the changes marked (docs/product/proof.md). */
export function ProposedChapters({ chapters }: { chapters: readonly ProposedChapter[] }) {
  return (
    <>
      {chapters.map((chapter) => {
        const parts = wordDiff(chapter.before, chapter.after);
        const changed = parts.some((part) => part.kind !== 'same');
        return (
          <Chapter key={chapter.chapter} data-testid={`proposed-chapter-${chapter.chapter}`}>
            <h4>
              Chapter {chapter.chapter}:{' '}
              {chapter.title_before === chapter.title_after ? (
                chapter.title_after
              ) : (
                <MarkedText parts={wordDiff(chapter.title_before, chapter.title_after)} />
              )}
            </h4>
            {changed ? <MarkedText parts={parts} /> : <p>The text of this chapter does not change.</p>}
          </Chapter>
        );
      })}
    </>
  );
}

const Marked = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ins {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    background: #dff3e0;
  }
  del {
    text-decoration: line-through;
    background: #fde2e1;
    color: #7a1c1c;
  }
`;

const Chapter = styled.section`
  margin: ${(props) => props.theme.space(1.5)} 0;
  padding: ${(props) => props.theme.space(1.5)};
  max-height: 60vh;
  overflow: auto;
  background: ${(props) => props.theme.colors.background};
  border-radius: ${(props) => props.theme.radii.medium};
  line-height: 1.6;
  h4 {
    margin: 0 0 ${(props) => props.theme.space(1)};
  }
`;
