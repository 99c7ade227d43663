import type { ReactNode } from 'react';
import { Button } from '@storyloom/kit';
import { Dialog } from '@storyloom/kit/dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers, on the kit's dialog: the focus starts on the question rather than on an
 * answer, and while the answer is on its way neither Escape nor a press outside cancels it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      maxWidth={520}
      initialFocus="dialog"
      dismissible={!busy}
      footer={
        <>
          <Button onClick={onConfirm} busy={busy} busyLabel="Approving...">
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
