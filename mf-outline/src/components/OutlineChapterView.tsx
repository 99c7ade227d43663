import type { OutlineTextChapter } from '@storyloom/contracts';
import { Button } from '@storyloom/kit';
import { styled } from 'styled-components';
import { TagList } from './TagList.js';

interface OutlineChapterViewProps {
  chapter: OutlineTextChapter & { tags?: readonly string[] };
  /** Present when the chapter can be edited (the draft's structured outline is loaded and nothing is being written). */
  onEdit?: () => void;
}

/** One chapter as the panel shows it: the '**Chapter N: title**' marker as a heading, then the synopsis and tags. */
export function OutlineChapterView({ chapter, onEdit }: OutlineChapterViewProps) {
  const headingId = `outline-chapter-${chapter.number}`;
  return (
    <Article aria-labelledby={headingId}>
      <Heading id={headingId}>
        Chapter {chapter.number}: {chapter.title}
      </Heading>
      {chapter.synopsis && <Synopsis>{chapter.synopsis}</Synopsis>}
      <TagList label={`Tags for chapter ${chapter.number}`} tags={chapter.tags ?? []} />
      {onEdit && (
        <EditButton variant="secondary" onClick={onEdit} aria-label={`Edit chapter ${chapter.number}`}>
          Edit
        </EditButton>
      )}
    </Article>
  );
}

const Article = styled.article`
  padding: ${(props) => props.theme.space(1.5)} 0;
  border-bottom: 1px solid ${(props) => props.theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0 0 ${(props) => props.theme.space(0.5)};
  font-family: ${(props) => props.theme.fonts.heading};
  font-size: 1.1rem;
`;

const Synopsis = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const EditButton = styled(Button)`
  margin-top: ${(props) => props.theme.space(1)};
  min-height: 36px;
`;
