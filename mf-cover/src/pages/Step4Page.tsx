import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';
import { ResultView } from '../components/ResultView.js';
import { UploadView } from '../components/UploadView.js';
import { usePhotos } from '../lib/use-photos.js';
import { useStep4 } from '../lib/use-step4.js';

/**
 * /step4: photos of the main character in, a designed cover and the first chapter out (docs/product/step4-cover.md).
 * Upload view first; Generate Cover shows the result view while both are made; coming back shows what the server
 * stored, with Start over.
 */
export default function Step4Page() {
  usePageview('/step4', 'Step 4');
  const navigate = useNavigate();
  const photos = usePhotos();
  const step4 = useStep4();

  const proceed = async () => {
    if (await step4.proceed()) navigate('/step5');
  };

  const startOver = () => {
    // Coming back there are no photos in this browser; after a failed cover the visitor may change them.
    if (step4.stored) photos.clear();
    step4.startOver();
  };

  return (
    <PageContainer>
      <StepIndicator active={3} />
      <PageTitle>Create Your Cover</PageTitle>
      {step4.view === 'loading' && <Status role="status">Loading your cover...</Status>}
      {step4.view === 'upload' && (
        <UploadView
          photos={photos.photos}
          refusals={photos.refusals}
          onFiles={photos.add}
          onRemove={photos.remove}
          onBack={() => navigate('/step3')}
          onGenerate={() => step4.generate(photos.files)}
          busy={step4.coverBusy}
        />
      )}
      {step4.view === 'result' && (
        <ResultView
          carousel={step4.carousel}
          onShow={step4.show}
          coverBusy={step4.coverBusy}
          coverError={step4.coverError}
          warnings={step4.warnings}
          chapter={step4.chapter}
          writing={step4.writing}
          chapterError={step4.chapterError}
          onRetryChapter={() => void step4.retryChapter()}
          canRegenerate={photos.files.length > 0}
          onRegenerate={() => step4.regenerate(photos.files)}
          canProceed={step4.canProceed}
          storing={step4.storing}
          storeError={step4.storeError}
          onProceed={() => void proceed()}
          onStartOver={startOver}
        />
      )}
    </PageContainer>
  );
}

const Status = styled.p`
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;
