import { PageContainer, PageTitle } from '@storyloom/kit';

/** /covertest (cover test screen) placeholder. */
export default function CoverTestPage() {
  return (
    <PageContainer>
      <PageTitle>Cover Test</PageTitle>
    </PageContainer>
  );
}
