import { ButtonLink, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { styled } from 'styled-components';
import { HowItWorksSection } from '../how-it-works/HowItWorksSection.js';

const Intro = styled.p`
  max-width: 720px;
  margin: 0 auto;
  text-align: center;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Closing = styled.p`
  text-align: center;
`;

/**
 * /how-it-works (the step bar's How It Works): the landing page's "How it works" section, with a sentence on what
 * each step asks for, and the way into step 1.
 */
export default function HowItWorksPage() {
  usePageview('/how-it-works', 'How It Works');
  return (
    <PageContainer>
      <PageTitle>How It Works</PageTitle>
      <Intro>
        Four steps make the book: tell us who is in it, choose the kind of story, shape its chapters and design its
        cover. Open a step to watch it being done; then choose how it is printed and where it goes, and pay.
      </Intro>
      <HowItWorksSection withStepTexts />
      <Closing>
        <ButtonLink to="/step1">Start Your Story</ButtonLink>
      </Closing>
    </PageContainer>
  );
}
