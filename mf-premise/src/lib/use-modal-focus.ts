import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Modal keyboard behaviour for the characters drawer and dialog (WAI-ARIA dialog pattern): focus moves in
 * on open, Tab and Shift+Tab cycle inside, Escape closes, and focus returns to the control that opened it.
 * (jsdom has no <dialog>.showModal(), so the native element could not be tested; this hook can.)
 */
export function useModalFocus(open: boolean, containerRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  // The latest onClose without re-running the effect (which would steal focus back to the first field).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusablesIn(container)[0] ?? container).focus();

    // Bubble phase on purpose: an open dropdown inside the modal consumes Escape first (it stops propagation).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(container, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, containerRef]);
}

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  const items = focusablesIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
  } else if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
