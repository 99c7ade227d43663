import { useEffect, type ReactNode } from 'react';
import { styled } from 'styled-components';

/** A snackbar hides itself after 6 seconds (docs/product/constants-and-prices.md#screen-constants). */
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export interface SnackbarProps {
  open: boolean;
  message: ReactNode;
  /** Called when the timer runs out or the visitor closes it; the owner sets `open` to false. */
  onClose: () => void;
  severity?: 'error' | 'info' | 'success';
  autoHideMs?: number;
}

const Bar = styled.div<{ $severity: NonNullable<SnackbarProps['severity']> }>`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(3)};
  transform: translateX(-50%);
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  color: #fff;
  background: ${({ theme, $severity }) =>
    $severity === 'error' ? theme.colors.error : $severity === 'success' ? theme.colors.success : '#323232'};
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.2rem;
  cursor: pointer;
`;

/** A bottom notice (errors by default) that closes itself after `autoHideMs`. */
export function Snackbar({
  open,
  message,
  onClose,
  severity = 'error',
  autoHideMs = SNACKBAR_AUTO_HIDE_MS,
}: SnackbarProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: message: a new message restarts the timer
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(onClose, autoHideMs);
    return () => clearTimeout(timer);
  }, [open, autoHideMs, onClose, message]);

  if (!open) return null;
  return (
    <Bar $severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      <span>{message}</span>
      <Close type="button" aria-label="Close" onClick={onClose}>
        ×
      </Close>
    </Bar>
  );
}
