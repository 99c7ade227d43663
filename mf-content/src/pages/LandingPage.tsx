import { Button, ButtonLink, usePageview } from '@storyloom/kit';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { HowItWorksSection } from '../how-it-works/HowItWorksSection.js';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(2)};
  text-align: center;
  background: linear-gradient(180deg, rgba(112, 130, 56, 0.18), transparent);
`;

const Headline = styled.h1`
  margin: 0 auto ${({ theme }) => theme.space(2)};
  max-width: 900px;
  font-size: 2.25rem;
  ${({ theme }) => theme.media.md} { font-size: 3.25rem; }
`;

const Subline = styled.p`
  margin: 0 auto ${({ theme }) => theme.space(4)};
  max-width: 640px;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

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
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), { rootMargin: '400px 0px' });
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
  const showHowItWorks = () => document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <main>
      <Hero>
        <Headline>A book as UNIQUE as its reader.</Headline>
        <Subline>Any genre, style, or premise. Create your perfect gift now!</Subline>
        <Actions>
          <ButtonLink to="/step1">Start Your Story</ButtonLink>
          <Button variant="secondary" onClick={showHowItWorks}>
            See How It Works
          </Button>
          {/* A link, not a dialog: the sample opens in step 4's own preview, a page of mf-cover, and the hero's
              first-load script stays as it was (docs/product/landing-and-content.md#examples-examples-built). */}
          <ButtonLink variant="secondary" to="/sample-story">
            See a Sample Story
          </ButtonLink>
        </Actions>
      </Hero>
      <HowItWorksSection />
      <LazyBelowTheFold />
    </main>
  );
}
