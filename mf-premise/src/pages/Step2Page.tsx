import { PageContainer, PageTitle, StepIndicator, usePageview } from '@storyloom/kit';

/** /step2 placeholder until the Premise issue fills it: heading and stage 2 of the wizard. */
export default function Step2Page() {
  usePageview('/step2', 'Step 2');
  return (
    <PageContainer>
      <StepIndicator active={1} />
      <PageTitle>Create Your Summary</PageTitle>
    </PageContainer>
  );
}
