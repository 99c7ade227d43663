import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What takes the focus when the dialog opens: its first control, or the dialog itself (a question or a viewer). */
export type InitialFocus = 'first-control' | 'dialog';

/**
 * The keyboard half of the WAI-ARIA dialog pattern, on top of what `showModal()` gives (an inert page behind):
 * focus moves in on open, Tab and Shift+Tab cycle inside (the browser would let them leave for its own toolbar,
 * and jsdom, where the unit tests run, has neither `showModal()` nor inert), Escape closes, and focus returns to
 * the control that opened it.
 */
export function useModalKeys(
  dialogRef: RefObject<HTMLDialogElement | null>,
  onEscape: () => void,
  initialFocus: InitialFocus,
): void {
  // The latest onEscape without re-running the effect (which would steal focus back to the first control).
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    (initialFocus === 'first-control' ? (focusablesIn(dialog)[0] ?? dialog) : dialog).focus();

    // On the document in the bubble phase on purpose: a control inside that handles Escape itself (an open
    // dropdown) stops it first; and a button disabled under the focus drops it to <body>, where keys still count.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Cancelled, so the browser does not also close the <dialog> behind React's back.
        event.preventDefault();
        onEscapeRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(dialog, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, initialFocus]);
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
  } else if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
