import { PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';

/** /step4 placeholder until the Cover issue fills it. */
export default function Step4Page() {
  usePageview('/step4', 'Step 4');
  return (
    <PageContainer>
      <StepIndicator active={3} />
      <PageTitle>Create Your Cover</PageTitle>
    </PageContainer>
  );
}
