import { LandingHero, usePageview } from '@storyloom/kit';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { HowItWorksSection } from '../how-it-works/HowItWorksSection.js';

/** Benefits, comparison, 'Upload. Relax. Delivered.' and testimonials: a chunk of their own (landing/BelowTheFold). */
const BelowTheFold = lazy(() => import('../landing/BelowTheFold.js'));

/** Keeps the page's length while the sections below the fold are not loaded yet. */
const Placeholder = styled.div`
  min-height: 100vh;
`;

/**
 * Loads the sections below the fold when the visitor scrolls near them, or at once when the address names one of
 * them (/#examples, /#pricing from the step bar), then scrolls to it. The first paint downloads only the hero.
 */
function LazyBelowTheFold() {
  const { hash } = useLocation();
  const [wanted, setWanted] = useState(hash !== '' && hash !== '#how-it-works');
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (wanted || !sentinel.current) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true),
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [wanted]);
  if (!wanted) return <Placeholder ref={sentinel} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <BelowTheFold />
      <ScrollToHash hash={hash} />
    </Suspense>
  );
}

/** Rendered once the lazy sections are in the page: scrolls to the section the address names. */
function ScrollToHash({ hash }: { hash: string }) {
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return null;
}

/**
 * / and /home: the hero and "How it works" (its videos load when played) at once, the other sections of
 * docs/product/landing-and-content.md when they come near.
 */
export default function LandingPage() {
  usePageview('/home', 'Home');

  return (
    <main>
      {/* From the kit: the shell paints the same hero while this page loads (shell/src/remotes/LandingFirstPaint.tsx). */}
      <LandingHero />
      <HowItWorksSection />
      <LazyBelowTheFold />
    </main>
  );
}
