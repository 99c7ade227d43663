import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { BOOK_SIZES } from '@storyloom/contracts';
import { Button, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator, useDraftProgress, WrittenForEarlierNotice } from '@storyloom/kit/wizard';
import { BookSizeSelector } from '../components/BookSizeSelector.js';
import { MissingInformation } from '../components/MissingInformation.js';
import { OutlinePanel } from '../components/OutlinePanel.js';
import { chaptersLabel } from '../lib/book-size-labels.js';
import { hasOutline } from '../lib/outline-view.js';
import { requiredInputsMissing } from '../lib/required-inputs.js';
import { useBookSize } from '../lib/use-book-size.js';
import { useOutline } from '../lib/use-outline.js';

/**
 * /step3 and /OldStep3 (the same screen): choose the book size, write the chapter outline and shape it
 * (docs/product/step3-outline.md).
 */
export default function Step3Page() {
  usePageview('/step3', 'Step 3');
  const navigate = useNavigate();
  // The server's draft says what is missing and what is out of date; this browser's storage never decides it.
  // Unknown (server unreachable) counts as ready: POST /api/step3 then refuses with what is missing, if anything.
  const { progress, reload } = useDraftProgress();
  const missing = progress ? requiredInputsMissing(progress.outlineMissing) : [];
  const ready = progress !== undefined && missing.length === 0;
  const { size, choose } = useBookSize();
  const { outline, generating, streamed, error, editing, setEditing, generate, saveEditedChapter } = useOutline(ready);
  const stale = outline.bookSize !== null && outline.bookSize !== size;
  const writtenForEarlierSummary = progress?.stale.outline === true && hasOutline(outline);

  const write = async () => {
    await generate(size);
    reload(); // a new outline is current and done; a refusal may name what is missing
  };

  return (
    <PageContainer>
      <StepIndicator active={2} progress={progress ?? null} />
      <PageTitle>Create Your Outline</PageTitle>
      {progress === undefined ? (
        <Status role="status">Loading your story...</Status>
      ) : !ready ? (
        <MissingInformation missing={missing} />
      ) : (
        <Layout>
          <Controls>
            <BookSizeSelector value={size} onChange={choose} disabled={generating} />
            <Button onClick={() => void write()} busy={generating} busyLabel="Generating..." fullWidth>
              Generate Outline
            </Button>
            <Button variant="secondary" onClick={() => navigate('/step2')} fullWidth>
              BACK TO STEP 2
            </Button>
          </Controls>
          <Main>
            {writtenForEarlierSummary && !generating && (
              <StaleOutlineNotice
                message={STALE_OUTLINE_MESSAGE}
                actionLabel="Regenerate Outline"
                onRegenerate={() => void write()}
              />
            )}
            {stale && !generating && (
              <Notice role="status">
                This outline was written for size {outline.bookSize} ({chaptersLabel(outline.bookSize!)}). Size {size}{' '}
                has {BOOK_SIZES[size].chapters} chapters: generate a new outline to continue.
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

const Status = styled.p`
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;

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

/**
 * The server found the summary changed after this outline was written; the visitor chooses when to write it again
 * (their chapter edits stay until then).
 */
export const STALE_OUTLINE_MESSAGE =
  'This outline was written for an earlier version of your story summary. Your chapter edits are kept until you generate a new outline.';

const StaleOutlineNotice = styled(WrittenForEarlierNotice)`
  margin-bottom: ${(props) => props.theme.space(2)};
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
