import { useId, useState, type KeyboardEvent } from 'react';
import { addOutlineTag, OUTLINE_LIMITS } from '@storyloom/contracts';
import { Button } from '@storyloom/kit';
import { styled } from 'styled-components';
import { TagList } from './TagList.js';

interface TagEditorProps {
  /** Names the list for screen readers, e.g. 'Tags for chapter 3'. */
  label: string;
  tags: readonly string[];
  onChange: (tags: readonly string[]) => void;
}

/**
 * The short tags that steer a chapter (docs/product/step3-outline.md#the-screen): '+ Add tag' opens a box where Enter
 * adds the tag (an empty one is ignored) and Escape cancels; each tag has its own remove button.
 */
export function TagEditor({ label, tags, onChange }: TagEditorProps) {
  const inputId = useId();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const full = tags.length >= OUTLINE_LIMITS.tagsPerChapter;

  const cancel = () => {
    setText('');
    setAdding(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter belongs to the tag box: it must not submit the chapter form around it.
      event.preventDefault();
      const next = addOutlineTag(tags, text);
      if (next !== tags) onChange(next);
      if (text.trim() !== '') setText('');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <Wrapper>
      <TagList label={label} tags={tags} onRemove={(tag) => onChange(tags.filter((existing) => existing !== tag))} />
      {adding ? (
        <AddRow>
          <label htmlFor={inputId}>New tag</label>
          <input
            id={inputId}
            // biome-ignore lint/a11y/noAutofocus: the field appears because the buyer pressed "Add tag", to type in
            autoFocus
            value={text}
            maxLength={OUTLINE_LIMITS.tagMaxLength}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${inputId}-hint`}
          />
          <Hint id={`${inputId}-hint`}>Enter adds the tag, Escape cancels.</Hint>
        </AddRow>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)} disabled={full}>
          + Add tag
        </Button>
      )}
      {full && <Hint>A chapter can have up to {OUTLINE_LIMITS.tagsPerChapter} tags.</Hint>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(props) => props.theme.space(1)};
  margin-bottom: ${(props) => props.theme.space(2)};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(props) => props.theme.space(1)};
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: ${(props) => props.theme.space(0.75)} ${(props) => props.theme.space(1)};
    border: 1px solid ${(props) => props.theme.colors.border};
    border-radius: ${(props) => props.theme.radii.small};
  }
  input:focus-visible {
    outline: 3px solid ${(props) => props.theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  width: 100%;
  font-size: 0.85rem;
  color: ${(props) => props.theme.colors.textMuted};
`;
