import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { BOOK_SIZES } from '@storyloom/contracts';
import { Button, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';
import { BookSizeSelector } from '../components/BookSizeSelector.js';
import { MissingInformation } from '../components/MissingInformation.js';
import { OutlinePanel } from '../components/OutlinePanel.js';
import { chaptersLabel } from '../lib/book-size-labels.js';
import { missingRequiredInputs } from '../lib/local-storage.js';
import { hasOutline } from '../lib/outline-view.js';
import { useBookSize } from '../lib/use-book-size.js';
import { useOutline } from '../lib/use-outline.js';

/** /step3 and /OldStep3 (the same screen): choose the book size, write the chapter outline and shape it (spec sections 2 to 5). */
export default function Step3Page() {
  usePageview('/step3', 'Step 3');
  const navigate = useNavigate();
  // Read once: steps 1 and 2 store these before navigating here.
  const [missing] = useState(missingRequiredInputs);
  const ready = missing.length === 0;
  const { size, choose } = useBookSize();
  const { outline, generating, streamed, error, editing, setEditing, generate, saveEditedChapter } = useOutline(ready);
  const stale = outline.bookSize !== null && outline.bookSize !== size;

  return (
    <PageContainer>
      <StepIndicator active={2} />
      <PageTitle>Create Your Outline</PageTitle>
      {!ready ? (
        <MissingInformation missing={missing} />
      ) : (
        <Layout>
          <Controls>
            <BookSizeSelector value={size} onChange={choose} disabled={generating} />
            <Button onClick={() => void generate(size)} busy={generating} busyLabel="Generating..." fullWidth>
              Generate Outline
            </Button>
            <Button variant="secondary" onClick={() => navigate('/step2')} fullWidth>
              BACK TO STEP 2
            </Button>
          </Controls>
          <Main>
            {stale && !generating && (
              <Notice role="status">
                This outline was written for size {outline.bookSize} ({chaptersLabel(outline.bookSize!)}). Size {size} has{' '}
                {BOOK_SIZES[size].chapters} chapters: generate a new outline to continue.
              </Notice>
            )}
            <OutlinePanel
              outline={outline}
              generating={generating}
              streamed={streamed}
              expectedChapters={BOOK_SIZES[size].chapters}
              error={error}
              editing={editing}
              onEdit={setEditing}
              onCancelEdit={() => setEditing(null)}
              onSaveChapter={saveEditedChapter}
            />
            {hasOutline(outline) && (
              <Proceed>
                <Button onClick={() => navigate('/step4')} disabled={generating || stale || editing !== null}>
                  Proceed to step 4
                </Button>
              </Proceed>
            )}
          </Main>
        </Layout>
      )}
    </PageContainer>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${(props) => props.theme.space(3)};
  ${(props) => props.theme.media.md} {
    grid-template-columns: 320px 1fr;
    align-items: start;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(1.5)};
`;

const Main = styled.div`
  min-width: 0;
`;

const Notice = styled.p`
  padding: ${(props) => props.theme.space(1.5)};
  background: #fff8e1;
  border-left: 4px solid #f9a825;
  border-radius: ${(props) => props.theme.radii.small};
`;

const Proceed = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${(props) => props.theme.space(2)};
`;
