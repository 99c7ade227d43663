import { PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';

/** /OldStep4 (legacy cover upload) placeholder: stage 4 highlighted, stages 1-3 done. */
export default function OldStep4Page() {
  usePageview('/OldStep4', 'Old Step 4');
  return (
    <PageContainer>
      <StepIndicator active={3} />
      <PageTitle>UPLOAD COVER IMAGE</PageTitle>
    </PageContainer>
  );
}
