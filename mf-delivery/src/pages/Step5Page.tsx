import { PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';

/** /step5 placeholder until the Delivery issue fills it. */
export default function Step5Page() {
  usePageview('/step5', 'Step 5');
  return (
    <PageContainer>
      <StepIndicator active={4} />
      <PageTitle>Delivery Details</PageTitle>
    </PageContainer>
  );
}
