import { PageContainer, PageTitle } from '@storyloom/kit';
import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import type { LegalBlock, LegalDocument } from '../legal/legal-document.js';

const Card = styled.article`
  max-width: 860px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
  line-height: 1.6;
  h2 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
    font-size: 1.3rem;
    scroll-margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Effective = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Toc = styled.nav`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.small};
  h2 { margin-top: 0; font-size: 1.1rem; }
  ol { margin: 0; padding-left: ${({ theme }) => theme.space(3)}; }
  li { margin: ${({ theme }) => theme.space(0.5)} 0; }
  a { color: ${({ theme }) => theme.colors.primaryHover}; }
`;

const BackToTop = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.primaryHover};
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to the element named by the link's hash and moves focus there, keeping the address shareable. */
function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The terms and privacy pages: heading, effective date, table of contents, numbered sections with 'Back to top'. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  return (
    <PageContainer>
      <PageTitle id="top" tabIndex={-1}>
        {doc.title}
      </PageTitle>
      <Card>
        <Effective>{doc.effective}</Effective>
        {doc.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Toc aria-labelledby="toc-title">
          <h2 id="toc-title">Contents</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => scrollToAnchor(event, section.id)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </Toc>
        {doc.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} tabIndex={-1}>
              {index + 1}. {section.title}
            </h2>
            {section.body.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
            <BackToTop href="#top" onClick={(event) => scrollToAnchor(event, 'top')}>
              Back to top
            </BackToTop>
          </section>
        ))}
      </Card>
    </PageContainer>
  );
}
