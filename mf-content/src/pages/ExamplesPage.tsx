import { ButtonLink, PageContainer, PageTitle, apiGet, usePageview } from '@storyloom/kit';
import { writerLabel, type SampleList, type SampleSummary } from '@storyloom/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

type ExamplesState = { status: 'loading' } | { status: 'shown'; samples: SampleSummary[] } | { status: 'failed' };

/** The sample story page (mf-cover's /sample-story) for one sample: a remote links to another's page, never imports it. */
export const sampleStoryPath = (slug: string) => `/sample-story?book=${encodeURIComponent(slug)}`;

/**
 * /examples (docs/product/landing-and-content.md#examples-examples-built): a card per sample book made by our own
 * engine (`npm run samples`), each opening its cover and first chapter in step 4's preview, and a call to start one's
 * own story.
 */
export default function ExamplesPage() {
  usePageview('/examples', 'Examples');
  const [state, setState] = useState<ExamplesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiGet<SampleList>('/api/samples', { signal: controller.signal }).then(
      ({ samples }) => setState({ status: 'shown', samples }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, []);

  return (
    <PageContainer>
      <PageTitle>Examples</PageTitle>
      <Lead>
        Real books made by Storyloom from a few answers, as a visitor would give them. Open one to read its first
        chapter beside its cover.
      </Lead>
      {state.status === 'loading' && <Muted role="status">Loading the sample stories...</Muted>}
      {state.status === 'failed' && (
        <Failure role="alert">We could not load the sample stories. Please try again in a moment.</Failure>
      )}
      {state.status === 'shown' && (
        <Cards aria-label="Sample stories">
          {state.samples.map((sample) => (
            <SampleCard key={sample.slug} sample={sample} />
          ))}
        </Cards>
      )}
      {/* Shown once the list has settled: shown while loading, it jumped down under the pointer as the cards arrived,
          and a click meant for it opened a sample instead (each card is one big link). */}
      {state.status !== 'loading' && (
        <CallToAction>
          <p>Your story, about the people you love, in the genre they love.</p>
          <ButtonLink to="/step1">Start Your Story</ButtonLink>
        </CallToAction>
      )}
    </PageContainer>
  );
}

function SampleCard({ sample }: { sample: SampleSummary }) {
  return (
    <Card>
      <Cover
        src={sample.cover.thumbnailUrl}
        alt={`Cover of ${sample.title}`}
        width={120}
        height={180}
        loading="lazy"
        decoding="async"
      />
      <div>
        <CardTitle>
          <Link to={sampleStoryPath(sample.slug)}>{sample.title}</Link>
        </CardTitle>
        <ForWhom>{sample.forWhom}</ForWhom>
        <Premise>
          <strong>{sample.genre}.</strong> {sample.premise}
        </Premise>
        {/* Honest about who wrote it: the demo writer's samples say so until `npm run samples` runs with a real model. */}
        {sample.writer && <WrittenBy>Written by {writerLabel(sample.writer)}</WrittenBy>}
      </div>
    </Card>
  );
}

const Lead = styled.p`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space(3)};
  text-align: center;
  font-size: 1.1rem;
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1000px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(auto-fill, minmax(440px, 1fr)); }
`;

/** The whole card opens the sample: the title's link covers it (one link per card for screen readers). */
const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  &:hover { box-shadow: 0 4px 14px rgba(0, 0, 0, 0.14); }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Cover = styled.img`
  width: 120px;
  height: 180px;
  border-radius: ${({ theme }) => theme.radii.small};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.18);
`;

const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 1.2rem;
  a { color: inherit; text-decoration: none; }
  a:focus-visible { outline: none; }
  a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
`;

const ForWhom = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const WrittenBy = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A line or three of the premise: the sample page has the rest. */
const Premise = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const CallToAction = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  text-align: center;
  p { font-size: 1.15rem; font-weight: 600; }
`;

const Muted = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
