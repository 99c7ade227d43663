import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useRevealOnScroll } from './use-reveal-on-scroll.js';

function Revealed() {
  const ref = useRevealOnScroll<HTMLElement>();
  return (
    <section ref={ref} aria-label="Benefits">
      text
    </section>
  );
}

/** An IntersectionObserver whose callback the test calls, as the browser would when the element scrolls in. */
function installObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, disconnected: false });
    }
    observe() {}
    disconnect() {
      observers.at(-1)!.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
  return observers;
}

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
  })) as unknown as typeof window.matchMedia;
};

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useRevealOnScroll', () => {
  it('hides the element until it enters the viewport, then reveals it once', () => {
    const observers = installObserver();
    setReducedMotion(false);
    render(<Revealed />);
    const section = screen.getByRole('region', { name: 'Benefits' });
    expect(section).toHaveAttribute('data-reveal', 'pending');
    act(() =>
      observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(section).toHaveAttribute('data-reveal', 'shown');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('never hides anything under prefers-reduced-motion', () => {
    installObserver();
    setReducedMotion(true);
    render(<Revealed />);
    expect(screen.getByRole('region', { name: 'Benefits' })).not.toHaveAttribute('data-reveal');
  });

  it('never hides anything in a browser without IntersectionObserver', () => {
    setReducedMotion(false);
    render(<Revealed />);
    expect(screen.getByRole('region', { name: 'Benefits' })).not.toHaveAttribute('data-reveal');
  });
});
