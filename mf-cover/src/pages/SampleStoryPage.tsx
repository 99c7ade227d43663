import { ButtonLink, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { writerLabel, type SampleBook } from '@storyloom/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { BookPreview } from '../components/BookPreview.js';
import { useSampleBook } from '../lib/use-sample-book.js';

/**
 * /sample-story?book=<slug>: a sample book made by our own engine (`npm run samples`), shown through step 4's own
 * preview (BookPreview: the cover carousel and the first chapter panel), so a visitor sees exactly what the wizard
 * will show for their book. It is a page of mf-cover, not of mf-content, because a remote cannot import another
 * remote's source: the landing page and /examples (mf-content) link here instead. Without `book`, the first sample.
 */
export default function SampleStoryPage() {
  usePageview('/sample-story', 'Sample Story');
  const [params] = useSearchParams();
  const state = useSampleBook(params.get('book'));

  return (
    <PageContainer>
      <PageTitle>A Sample Story</PageTitle>
      {state.status === 'loading' && <Status role="status">Opening the sample book...</Status>}
      {state.status === 'failed' && (
        <Failure role="alert">
          <p>{state.message}</p>
          <Link to="/examples">See every sample story</Link>
        </Failure>
      )}
      {state.status === 'shown' && <SampleBookView book={state.book} />}
    </PageContainer>
  );
}

const madeOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function SampleBookView({ book }: { book: SampleBook }) {
  return (
    <article aria-labelledby="sample-title">
      <Intro>
        <BookTitle id="sample-title">{book.title}</BookTitle>
        <ForWhom>{book.forWhom}</ForWhom>
        <p>
          <strong>{book.genre}.</strong> {book.premise}
        </p>
      </Intro>
      <BookPreview
        carousel={{ covers: [{ src: book.cover.url }], index: 0 }}
        onShow={() => undefined}
        coverBusy={false}
        coverLabel="Sample cover"
        chapter={book.firstChapter}
        chapterTitle={`CHAPTER 1: ${book.chapterTitles[0]!.toUpperCase()}`}
        writing={false}
        chapterError={null}
      />
      <Outline>
        <summary>The outline: {book.chapterTitles.length} chapters</summary>
        <ol>
          {book.chapterTitles.map((title, index) => (
            <li key={index}>{title}</li>
          ))}
        </ol>
      </Outline>
      <MadeWith>
        Written by {writerLabel(book.madeWith.writer, book.madeWith.model)} and Storyloom's cover designer on{' '}
        {madeOn(book.madeWith.madeAt)}, from the answers a visitor gives in steps 1 to 4.
      </MadeWith>
      <Actions>
        <ButtonLink variant="secondary" to="/examples">
          More sample stories
        </ButtonLink>
        <ButtonLink to="/step1">Start Your Story</ButtonLink>
      </Actions>
    </article>
  );
}

const Intro = styled.header`
  max-width: 760px;
  margin: 0 auto ${(props) => props.theme.space(3)};
  text-align: center;
`;

const BookTitle = styled.h2`
  margin: 0 0 ${(props) => props.theme.space(1)};
  font-size: 1.6rem;
`;

const ForWhom = styled.p`
  margin: 0;
  font-style: italic;
  color: ${(props) => props.theme.colors.textMuted};
`;

const Outline = styled.details`
  margin-top: ${(props) => props.theme.space(3)};
  summary { cursor: pointer; font-weight: 600; }
  ol { columns: 2 220px; margin: ${(props) => props.theme.space(1.5)} 0 0; }
`;

const MadeWith = styled.p`
  color: ${(props) => props.theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(props) => props.theme.space(2)};
  margin-top: ${(props) => props.theme.space(3)};
`;

const Status = styled.p`
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;

const Failure = styled.div`
  text-align: center;
  p { color: ${(props) => props.theme.colors.error}; font-weight: 600; }
`;
