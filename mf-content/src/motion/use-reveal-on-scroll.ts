import { useLayoutEffect, useRef } from 'react';

/** True when the visitor asked their system for less motion. */
export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades and slides an element in when it enters the viewport (styles: revealOnScroll in reveal-styles.ts). Content is
 * never hidden where the animation cannot end: the element starts hidden only once an IntersectionObserver is
 * watching it, and not at all under prefers-reduced-motion. The state is a data attribute set on the element itself
 * (`data-reveal="pending"`, then `"shown"`), so revealing re-renders nothing.
 */
export function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // A layout effect: the element is hidden before the browser first paints it, so it never flashes in, then out.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return undefined;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      // Starts when the element's top is a little way into the viewport, so the movement is seen.
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
