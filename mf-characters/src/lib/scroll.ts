/**
 * Smoothly brings an element (or the page top) into view, honouring a visitor's reduced-motion preference.
 * jsdom and old browsers lack scrollIntoView/matchMedia, hence the guards.
 */
export function scrollSmoothlyTo(element: HTMLElement | null, block: ScrollLogicalPosition = 'start'): void {
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
  if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ behavior, block });
  else if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior });
}

/**
 * What a screen reader should hear about a field in error: its card's heading, its label and its message, e.g.
 * 'Supporting character 1, Character name: * This field is required. Please fill it to continue'.
 */
export function describeFieldInError(field: HTMLElement): string {
  const card = field.closest('[aria-labelledby]');
  const cardTitle = card ? document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent : undefined;
  const label = 'labels' in field ? (field as HTMLInputElement).labels?.[0]?.textContent : undefined;
  const messageId = field.getAttribute('aria-describedby');
  const message = messageId ? document.getElementById(messageId)?.textContent : undefined;
  return [[cardTitle, label?.replace(/\s*\*$/, '')].filter(Boolean).join(', '), message].filter(Boolean).join(': ');
}
