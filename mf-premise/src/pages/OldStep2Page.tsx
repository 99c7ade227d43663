import { PageContainer, PageTitle, StepIndicator, usePageview } from '@storyloom/kit';

/** /OldStep2 (legacy outline-request form) placeholder: heading and stage 2 of the wizard. */
export default function OldStep2Page() {
  usePageview('/OldStep2', 'Old Step 2');
  return (
    <PageContainer>
      <StepIndicator active={1} />
      <PageTitle>Create Your Summary</PageTitle>
    </PageContainer>
  );
}
