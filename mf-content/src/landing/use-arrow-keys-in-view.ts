import { useEffect, useRef, type RefObject } from 'react';

/** Where typing goes: an arrow key there moves the caret or the choice, never the carousel. */
const isField = (element: Element | null): boolean =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * Calls `onArrow(-1 | 1)` for the left and right arrow keys pressed anywhere on the page while `ref`'s element is
 * (at least partly) in the viewport and no field has focus (docs/product/landing-and-content.md: the testimonial
 * carousel answers the arrow keys; a visitor looking at it should not have to click into it first). Without
 * IntersectionObserver the element counts as in view.
 */
export function useArrowKeysInView(ref: RefObject<HTMLElement | null>, onArrow: (by: -1 | 1) => void): void {
  const inView = useRef(typeof IntersectionObserver !== 'function');
  const latestOnArrow = useRef(onArrow);
  latestOnArrow.current = onArrow;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) inView.current = entry.isIntersecting;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (!inView.current || isField(document.activeElement)) return;
      event.preventDefault();
      latestOnArrow.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
