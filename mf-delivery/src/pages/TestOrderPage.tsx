import { PageContainer, PageTitle } from '@storyloom/kit';

/** The internal print-provider test order page (placeholder until the Delivery issue fills it). */
export default function TestOrderPage() {
  return (
    <PageContainer>
      <PageTitle>Lulu Test Order</PageTitle>
      <p>Uploading an interior PDF and a cover PDF here creates a real test order with Lulu.</p>
    </PageContainer>
  );
}
