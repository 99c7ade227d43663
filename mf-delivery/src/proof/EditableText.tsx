import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '@storyloom/kit';
import { LIMIT_OF, describeTarget, editProblem, fieldText, type EditTarget } from './edit-targets.js';
import type { ChangeOutcome } from './use-proof.js';

interface EditableTextProps {
  target: EditTarget;
  text: string;
  /** How the text shows when not edited (a heading, a paragraph). */
  children: ReactNode;
  onSave: (text: string) => Promise<ChangeOutcome>;
  /** Once approved nothing changes: no edit button. */
  readOnly: boolean;
  multiline?: boolean;
}

/**
 * One field of the book changed by hand, in place (docs/product/proof.md): 'Edit' opens a box with the text, its
 * length against the contract's limit and the contract's own message when it is too long or empty. When another tab
 * saved a newer version first, the box stays open with the buyer's text, and the newer text is shown above it.
 */
export function EditableText({ target, text, children, onSave, readOnly, multiline = true }: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [newer, setNewer] = useState<{ version: number | null; text: string | undefined } | null>(null);
  const id = useId();
  const name = describeTarget(target);
  const limit = LIMIT_OF[target.field];

  if (draft === null) {
    return (
      <Shown>
        {children}
        {readOnly ? null : (
          <EditButton
            type="button"
            onClick={() => setDraft(text)}
            aria-label={`Edit ${name.charAt(0).toLowerCase()}${name.slice(1)}`}
          >
            Edit
          </EditButton>
        )}
      </Shown>
    );
  }

  const problem = editProblem(target, draft);
  const save = async () => {
    if (problem) return;
    setSaving(true);
    setFailure(null);
    const outcome = await onSave(draft);
    setSaving(false);
    if (outcome.kind === 'saved') {
      setDraft(null);
      setNewer(null);
    } else if (outcome.kind === 'conflict') {
      setNewer({ version: outcome.proof.version, text: fieldText(outcome.proof, target) });
    } else {
      setFailure(outcome.message);
    }
  };
  return (
    <Editor
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-label={`Edit: ${name}`}
    >
      {newer ? (
        <Newer role="alert">
          <strong>A newer version {newer.version ? `(version ${newer.version}) ` : ''}was saved meanwhile.</strong>{' '}
          {newer.text === undefined ? 'This text is no longer in it.' : 'There it reads:'}
          {newer.text !== undefined ? (
            <blockquote data-testid="newer-text">{newer.text || '(empty)'}</blockquote>
          ) : null}
          Your text is still in the box: save it again to replace the newer one, or cancel to keep it.
        </Newer>
      ) : null}
      <label htmlFor={id}>{name}</label>
      {multiline ? (
        <Area
          id={id}
          value={draft}
          rows={Math.min(12, Math.max(3, Math.ceil(draft.length / 60)))}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count ${id}-problem`}
          autoFocus
        />
      ) : (
        <Line
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count ${id}-problem`}
          autoFocus
        />
      )}
      <Count id={`${id}-count`} $over={draft.trim().length > limit}>
        {draft.trim().length} of {limit} characters
      </Count>
      <Problem id={`${id}-problem`} role={problem ? 'alert' : undefined}>
        {problem ?? failure ?? ''}
      </Problem>
      <Actions>
        <Button type="submit" busy={saving} busyLabel="Saving..." disabled={problem !== null || saving}>
          Save
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(null);
            setNewer(null);
            setFailure(null);
          }}
        >
          Cancel
        </Button>
      </Actions>
    </Editor>
  );
}

const Shown = styled.div`
  position: relative;
  &:hover > button,
  &:focus-within > button {
    opacity: 1;
  }
`;

const EditButton = styled.button`
  margin: 0 0 ${(props) => props.theme.space(1)};
  padding: 2px ${(props) => props.theme.space(1)};
  font: inherit;
  font-size: 0.85rem;
  color: ${(props) => props.theme.colors.primary};
  background: transparent;
  border: 1px solid ${(props) => props.theme.colors.border};
  border-radius: ${(props) => props.theme.radii.small};
  cursor: pointer;
  opacity: 0.75;
  &:focus-visible {
    outline: 3px solid ${(props) => props.theme.colors.focus};
  }
`;

const Editor = styled.form`
  display: grid;
  gap: ${(props) => props.theme.space(0.5)};
  margin: 0 0 ${(props) => props.theme.space(2)};
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const fieldLook = `
  width: 100%;
  box-sizing: border-box;
  font: inherit;
  padding: 8px;
  border-radius: 8px;
`;

const Area = styled.textarea`
  ${fieldLook}
  border: 1px solid ${(props) => props.theme.colors.border};
  resize: vertical;
`;

const Line = styled.input`
  ${fieldLook}
  border: 1px solid ${(props) => props.theme.colors.border};
`;

const Count = styled.span<{ $over: boolean }>`
  font-size: 0.85rem;
  color: ${(props) => (props.$over ? props.theme.colors.error : props.theme.colors.textMuted)};
`;

const Problem = styled.span`
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.error};
  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${(props) => props.theme.space(1)};
  flex-wrap: wrap;
`;

const Newer = styled.div`
  padding: ${(props) => props.theme.space(1.5)};
  background: #fff8e1;
  border-left: 4px solid #f9a825;
  border-radius: ${(props) => props.theme.radii.small};
  font-size: 0.95rem;
  blockquote {
    margin: ${(props) => props.theme.space(1)} 0;
    padding-left: ${(props) => props.theme.space(1.5)};
    border-left: 3px solid ${(props) => props.theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
