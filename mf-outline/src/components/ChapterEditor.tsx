import { useState, type FormEvent } from 'react';
import { OUTLINE_LIMITS, type ChapterEdit, type OutlineChapter } from '@storyloom/contracts';
import { Button } from '@storyloom/kit';
import { TextArea, TextField } from '@storyloom/kit/forms';
import { styled } from 'styled-components';
import { TagEditor } from './TagEditor.js';

interface ChapterEditorProps {
  chapter: OutlineChapter;
  /** Saves the edit; rejects with the message to show when the save fails. */
  onSave: (edit: ChapterEdit) => Promise<void>;
  onCancel: () => void;
}

/** Edits one chapter's title, synopsis and tags; nothing is saved until 'Save chapter'. */
export function ChapterEditor({ chapter, onSave, onCancel }: ChapterEditorProps) {
  const [title, setTitle] = useState(chapter.title);
  const [synopsis, setSynopsis] = useState(chapter.synopsis);
  const [tags, setTags] = useState<readonly string[]>(chapter.tags);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blankTitle = title.trim() === '';
  const blankSynopsis = synopsis.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || blankTitle || blankSynopsis) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ title, synopsis, tags: [...tags] });
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message
          ? caught.message
          : 'The chapter could not be saved. Please try again.',
      );
      setSaving(false);
    }
  };

  return (
    <Form aria-label={`Edit chapter ${chapter.number}`} onSubmit={submit} noValidate>
      <TextField
        label="Chapter title"
        value={title}
        maxLength={OUTLINE_LIMITS.titleMaxLength}
        onChange={(event) => setTitle(event.target.value)}
        error={blankTitle ? 'A chapter needs a title.' : undefined}
        required
        autoFocus
      />
      <TextArea
        label="Synopsis"
        value={synopsis}
        maxLength={OUTLINE_LIMITS.synopsisMaxLength}
        onChange={(event) => setSynopsis(event.target.value)}
        error={blankSynopsis ? 'A chapter needs a synopsis.' : undefined}
        required
      />
      <TagEditor label={`Tags for chapter ${chapter.number}`} tags={tags} onChange={setTags} />
      {error && <SaveError role="alert">{error}</SaveError>}
      <Actions>
        <Button type="submit" busy={saving} busyLabel="Saving..." disabled={blankTitle || blankSynopsis}>
          Save chapter
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  padding: ${(props) => props.theme.space(2)};
  background: ${(props) => props.theme.colors.background};
  border-radius: ${(props) => props.theme.radii.medium};
`;

const Actions = styled.div`
  display: flex;
  gap: ${(props) => props.theme.space(1)};
`;

const SaveError = styled.p`
  color: ${(props) => props.theme.colors.error};
`;
