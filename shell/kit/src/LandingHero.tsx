import { styled } from 'styled-components';
import { Button, ButtonLink } from './Button.js';

// The landing page's hero lives in the kit, not only in mf-content, so the shell can paint it while mf-content is
// still on its way (issue 16: "the landing hero paints without waiting for the remote"). Both draw this one
// component from the shared kit, so the shell's copy and the page's are the same markup and classes: swapping one
// for the other moves nothing on screen.

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

/** Scrolls smoothly to the landing page's how-it-works section (a no-op until the page has drawn it). */
const showHowItWorks = () =>
  document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The landing page's hero (docs/product/landing-and-content.md, section 1). */
export function LandingHero() {
  return (
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
  );
}
