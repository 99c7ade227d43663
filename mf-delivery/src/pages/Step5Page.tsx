import { PageContainer, PageTitle, StepIndicator, usePageview } from '@storyloom/kit';

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
