import { Button, ButtonLink, usePageview } from '@storyloom/kit';
import { styled } from 'styled-components';

/** The four steps the landing page promises (docs/product/landing-and-content.md). */
const EASY_STEPS = ['Characters', 'Premise', 'Outline', 'Cover'] as const;

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

const Section = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(2)};
  text-align: center;
  scroll-margin-top: ${({ theme }) => theme.space(2)};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, 1fr); }
  li {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.medium};
    font-weight: 600;
  }
  span { display: block; font-size: 1.5rem; color: ${({ theme }) => theme.colors.primary}; }
`;

/**
 * / and /home: placeholder sections in the order of docs/product/landing-and-content.md until the content issue
 * brings the full landing page.
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
        </Actions>
      </Hero>
      <Section id="how-it-works" aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title">4 easy steps</h2>
        <Steps>
          {EASY_STEPS.map((step, index) => (
            <li key={step}>
              <span>{String(index + 1).padStart(2, '0')}</span>
              {step}
            </li>
          ))}
        </Steps>
      </Section>
      <Section id="pricing" aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why a book?</h2>
        <p>Unforgettable gifts, a bond through storytelling, easy and fun to create, high-quality printing.</p>
      </Section>
      <Section aria-labelledby="delivered-title">
        <h2 id="delivered-title">Upload. Relax. Delivered.</h2>
      </Section>
      <Section id="examples" aria-labelledby="examples-title">
        <h2 id="examples-title">What our readers say</h2>
        <ButtonLink to="/step1">Create Your Book Now!</ButtonLink>
      </Section>
    </main>
  );
}
