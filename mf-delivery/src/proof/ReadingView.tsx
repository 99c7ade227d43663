import { styled } from 'styled-components';
import type { ProofReply } from '@storyloom/contracts/delivery';
import { ChangeRequests, type RequestActions } from './ChangeRequests.js';
import { EditableText } from './EditableText.js';
import type { EditTarget } from './edit-targets.js';
import type { ChangeOutcome } from './use-proof.js';

interface ReadingViewProps {
  proof: ProofReply;
  onEdit: (target: EditTarget, text: string) => Promise<ChangeOutcome>;
  requests: RequestActions;
  onShowPage: (page: number) => void;
}

/**
 * The book's text chapter by chapter in large type (docs/product/proof.md): the title, dedication and back cover,
 * then every chapter with its pages; each text editable in place, each chapter with its box for a change in plain words,
 * and one box for the whole book.
 */
export function ReadingView({ proof, onEdit, requests, onShowPage }: ReadingViewProps) {
  const readOnly = proof.state !== 'in_review';
  const edit = (target: EditTarget) => (text: string) => onEdit(target, text);
  return (
    <Reading>
      <Section aria-labelledby="book-texts-heading">
        <h2 id="book-texts-heading">Title, dedication and back cover</h2>
        <Field>
          <dt>Title</dt>
          <dd>
            <EditableText
              target={{ field: 'title' }}
              text={proof.title}
              onSave={edit({ field: 'title' })}
              readOnly={readOnly}
              multiline={false}
            >
              <p>{proof.title}</p>
            </EditableText>
          </dd>
          <dt>Dedication</dt>
          <dd>
            <EditableText
              target={{ field: 'dedication' }}
              text={proof.dedication}
              onSave={edit({ field: 'dedication' })}
              readOnly={readOnly}
            >
              <p>{proof.dedication || <Muted>No dedication</Muted>}</p>
            </EditableText>
          </dd>
          <dt>Back cover</dt>
          <dd>
            <EditableText
              target={{ field: 'blurb' }}
              text={proof.blurb}
              onSave={edit({ field: 'blurb' })}
              readOnly={readOnly}
            >
              <p>{proof.blurb}</p>
            </EditableText>
          </dd>
        </Field>
        <h3>The whole book</h3>
        <ChangeRequests proof={proof} actions={requests} />
      </Section>
      {proof.chapters.map((chapter) => (
        <Section
          key={chapter.number}
          aria-labelledby={`chapter-${chapter.number}-heading`}
          id={`chapter-${chapter.number}`}
        >
          <EditableText
            target={{ field: 'chapter_title', chapter: chapter.number }}
            text={chapter.title}
            onSave={edit({ field: 'chapter_title', chapter: chapter.number })}
            readOnly={readOnly}
            multiline={false}
          >
            <h2 id={`chapter-${chapter.number}-heading`}>
              <ChapterNumber>Chapter {chapter.number}</ChapterNumber> {chapter.title}
            </h2>
          </EditableText>
          <PageLink type="button" onClick={() => onShowPage(chapter.first_page)}>
            Pages {chapter.first_page}–{chapter.last_page}: see them as printed
          </PageLink>
          {chapter.paragraphs.map((paragraph, index) => (
            <EditableText
              key={`${chapter.number}-${index}`}
              target={{ field: 'paragraph', chapter: chapter.number, paragraph: index }}
              text={paragraph}
              onSave={edit({ field: 'paragraph', chapter: chapter.number, paragraph: index })}
              readOnly={readOnly}
            >
              <Paragraph>{paragraph}</Paragraph>
            </EditableText>
          ))}
          <ChangeRequests proof={proof} chapter={chapter.number} actions={requests} />
        </Section>
      ))}
    </Reading>
  );
}

/** Large type for reading on a phone: 1.2rem body, a serif face, a comfortable measure. */
const Reading = styled.div`
  max-width: 42em;
  margin: 0 auto;
  font-family: ${(props) => props.theme.fonts.heading};
  font-size: 1.2rem;
  line-height: 1.65;
  overflow-wrap: anywhere;
  h2 {
    font-size: 1.5rem;
    line-height: 1.3;
    margin: 0 0 ${(props) => props.theme.space(1)};
  }
  h3 {
    font-size: 1.2rem;
  }
`;

const Section = styled.section`
  padding: ${(props) => props.theme.space(2)} 0;
  border-bottom: 1px solid ${(props) => props.theme.colors.border};
  scroll-margin-top: ${(props) => props.theme.space(8)};
`;

const Field = styled.dl`
  margin: 0;
  dt {
    font-family: ${(props) => props.theme.fonts.body};
    font-size: 0.85rem;
    font-weight: 700;
    text-transform: uppercase;
    color: ${(props) => props.theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${(props) => props.theme.space(1)};
  }
  p {
    margin: 0 0 ${(props) => props.theme.space(0.5)};
  }
`;

const ChapterNumber = styled.span`
  display: block;
  font-size: 0.9rem;
  font-family: ${(props) => props.theme.fonts.body};
  color: ${(props) => props.theme.colors.textMuted};
`;

const Paragraph = styled.p`
  margin: 0 0 ${(props) => props.theme.space(0.5)};
  white-space: pre-wrap;
`;

const Muted = styled.span`
  color: ${(props) => props.theme.colors.textMuted};
`;

const PageLink = styled.button`
  display: block;
  margin: 0 0 ${(props) => props.theme.space(1.5)};
  padding: 0;
  font: inherit;
  font-family: ${(props) => props.theme.fonts.body};
  font-size: 0.9rem;
  color: ${(props) => props.theme.colors.primary};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;
