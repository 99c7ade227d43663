import { parseDetailedOutline, type ChapterEdit } from '@storyloom/contracts';
import { GenerationProgress } from '@storyloom/kit/wizard';
import { styled } from 'styled-components';
import { OUTLINE_PROGRESS_MS } from '../lib/generation-progress.js';
import { OUTLINE_MESSAGES } from '../lib/outline-errors.js';
import type { OutlineView } from '../lib/outline-view.js';
import { ChapterEditor } from './ChapterEditor.js';
import { OutlineChapterView } from './OutlineChapterView.js';

export interface OutlinePanelProps {
  outline: OutlineView;
  generating: boolean;
  /** The text written so far while generating. */
  streamed: string;
  expectedChapters: number;
  error: string | null;
  editing: number | null;
  onEdit: (number: number) => void;
  onCancelEdit: () => void;
  onSaveChapter: (number: number, edit: ChapterEdit) => Promise<void>;
}

/** STORY OUTLINE: the chapters as headings with their synopses, streaming in while written, then editable. */
export function OutlinePanel(props: OutlinePanelProps) {
  return (
    <Panel aria-labelledby="story-outline-heading" aria-busy={props.generating}>
      <Title id="story-outline-heading">STORY OUTLINE</Title>
      {props.error && <ErrorText role="alert">{props.error}</ErrorText>}
      <PanelBody {...props} />
    </Panel>
  );
}

function PanelBody({
  outline,
  generating,
  streamed,
  expectedChapters,
  editing,
  onEdit,
  onCancelEdit,
  onSaveChapter,
  error,
}: OutlinePanelProps) {
  if (generating) return <StreamingOutline text={streamed} expectedChapters={expectedChapters} />;
  if (outline.text === undefined) return error ? null : <Placeholder>Your outline will appear here...</Placeholder>;
  if (typeof outline.text !== 'string') return <ErrorText role="alert">{OUTLINE_MESSAGES.invalidFormat}</ErrorText>;
  if (outline.chapters) {
    return (
      <Chapters>
        {outline.chapters.map((chapter) => (
          <li key={chapter.number}>
            {editing === chapter.number ? (
              <ChapterEditor
                chapter={chapter}
                onSave={(edit) => onSaveChapter(chapter.number, edit)}
                onCancel={onCancelEdit}
              />
            ) : (
              <OutlineChapterView
                chapter={chapter}
                onEdit={editing === null ? () => onEdit(chapter.number) : undefined}
              />
            )}
          </li>
        ))}
      </Chapters>
    );
  }
  return <TextOutline text={outline.text} />;
}

/** Read-only rendering of outline text: its intro, then each marker as a heading with its synopsis. */
function TextOutline({ text }: { text: string }) {
  const { intro, chapters } = parseDetailedOutline(text);
  return (
    <>
      {intro && <Intro>{intro}</Intro>}
      {chapters.length > 0 && (
        <Chapters>
          {chapters.map((chapter, index) => (
            // Numbers in free text may repeat; the position keeps keys unique.
            <li key={`${index}-${chapter.number}`}>
              <OutlineChapterView chapter={chapter} />
            </li>
          ))}
        </Chapters>
      )}
    </>
  );
}

/** The wait before the first chapter shows the bar; then chapters appear as they are written. */
function StreamingOutline({ text, expectedChapters }: { text: string; expectedChapters: number }) {
  const written = parseDetailedOutline(text).chapters.length;
  if (written === 0) return <GenerationProgress label="Writing your outline..." durationMs={OUTLINE_PROGRESS_MS} />;
  return (
    <>
      <Status role="status">
        Writing your outline: {written} of {expectedChapters} chapters
      </Status>
      <TextOutline text={text} />
    </>
  );
}

const Panel = styled.section`
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.medium};
  min-height: 240px;
`;

const Title = styled.h2`
  margin-top: 0;
  font-size: 1.1rem;
  letter-spacing: 0.05em;
`;

const Chapters = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Placeholder = styled.p`
  color: ${(props) => props.theme.colors.textMuted};
`;

const Intro = styled.p`
  white-space: pre-line;
`;

const Status = styled.p`
  color: ${(props) => props.theme.colors.textMuted};
  font-style: italic;
`;

const ErrorText = styled.p`
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
`;
