import { PageContainer, PageTitle, StepIndicator, usePageview } from '@storyloom/kit';
import { useLocation } from 'react-router-dom';

/** /step3 and /OldStep3 (the same screen) placeholder until the Outline issue fills it. */
export default function Step3Page() {
  const { pathname } = useLocation();
  usePageview(pathname, 'Step 3');
  return (
    <PageContainer>
      <StepIndicator active={2} />
      <PageTitle>Create Your Outline</PageTitle>
    </PageContainer>
  );
}
