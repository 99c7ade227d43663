import type { DigitalEdition } from '@storyloom/contracts';
import { styled } from 'styled-components';

/**
 * The digital edition's downloads (docs/product/book-production.md#the-digital-edition), shown once the book is
 * approved, so the gift can be given on the day while the printed copy travels.
 */
export function DigitalEditionLinks({ edition }: { edition: DigitalEdition | null }) {
  if (!edition) return null;
  return (
    <Section aria-labelledby="digital-edition-heading" data-testid="digital-edition">
      <Heading id="digital-edition-heading">Your digital edition</Heading>
      <Note>Read it now or give it on the day, while the printed book is on its way.</Note>
      <Links>
        <a href={edition.epub_url} download>
          Download EPUB (e-readers)
        </a>
        <a href={edition.pdf_url} download>
          Download PDF (screens)
        </a>
      </Links>
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${(props) => props.theme.space(2.5)};
  padding-top: ${(props) => props.theme.space(2)};
  border-top: 1px solid ${(props) => props.theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0 0 ${(props) => props.theme.space(0.5)};
  font-size: 1.1rem;
`;

const Note = styled.p`
  margin: 0 0 ${(props) => props.theme.space(1)};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${(props) => props.theme.space(2)};
  margin: 0;
  a {
    font-weight: 600;
    color: ${(props) => props.theme.colors.primary};
  }
`;
