/**
 * Smoothly brings an element (or the page top) into view, honouring a visitor's reduced-motion preference.
 * jsdom and old browsers lack scrollIntoView/matchMedia, hence the guards.
 */
export function scrollSmoothlyTo(element: HTMLElement | null): void {
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
  if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ behavior, block: 'start' });
  else if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior });
}
