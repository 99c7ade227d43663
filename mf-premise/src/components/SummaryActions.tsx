import { Button } from '@storyloom/kit';

interface SummaryActionsProps {
  hasSummary: boolean;
  editing: boolean;
  generating: boolean;
  saving: boolean;
  /** The edit box is empty: nothing to save. */
  draftEmpty: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onProceed: () => void;
}

/**
 * The buttons under the /step2 summary (docs/product/step2-premise.md#step2-the-screen): Edit / Cancel Changes, Save,
 * Proceed to step 3.
 */
export function SummaryActions(props: SummaryActionsProps) {
  const { hasSummary, editing, generating, saving, draftEmpty, onEdit, onCancel, onSave, onProceed } = props;
  return (
    <>
      {editing ? (
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel Changes
          </Button>
          <Button onClick={onSave} busy={saving} busyLabel="Saving..." disabled={draftEmpty}>
            Save
          </Button>
        </>
      ) : (
        hasSummary && (
          <Button variant="secondary" onClick={onEdit} disabled={generating}>
            Edit
          </Button>
        )
      )}
      {/* Proceeding needs a summary, and not in the middle of writing or editing one
          (docs/product/step2-premise.md#step2-the-screen). */}
      <Button disabled={!hasSummary || generating || editing} onClick={onProceed}>
        Proceed to step 3
      </Button>
    </>
  );
}
