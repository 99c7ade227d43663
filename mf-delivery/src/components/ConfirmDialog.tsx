import { useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '@storyloom/kit';
import { useModalFocus } from '../lib/use-modal-focus.js';

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
 * A modal question with two answers (the kit has no dialog; this follows the WAI-ARIA dialog pattern like the preview
 * dialog: focus moves in, Tab stays inside, Escape cancels, focus returns to the opener).
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, () => {
    if (!busy) onCancel();
  });
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && !busy && onCancel()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <Actions>
          <Button onClick={onConfirm} busy={busy} busyLabel="Approving...">
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(props) => props.theme.space(2)};
  background: rgba(0, 0, 0, 0.5);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 520px;
  max-height: 100%;
  overflow: auto;
  padding: ${(props) => props.theme.space(3)};
  background: ${(props) => props.theme.colors.surface};
  border-radius: ${(props) => props.theme.radii.large};
  box-sizing: border-box;
  overflow-wrap: anywhere;
  h2 {
    margin-top: 0;
  }
  &:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(1)};
  margin-top: ${(props) => props.theme.space(2)};
`;
