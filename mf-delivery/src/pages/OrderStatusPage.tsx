import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { OrderFacts } from '../components/OrderFacts.js';
import { ORDER_QUERY_PARAMETER } from '../lib/order-view.js';
import { useOrder } from '../lib/use-order.js';
import { Lead } from './OrderSuccessPage.js';

/** An order's status page, linked from the success page and the confirmation e-mail: `GET /api/orders/:id`. */
export default function OrderStatusPage() {
  usePageview('/order/status', 'Order Status');
  const [params] = useSearchParams();
  const state = useOrder(params.get(ORDER_QUERY_PARAMETER));
  return (
    <PageContainer>
      <PageTitle>Order status</PageTitle>
      {state.kind === 'loading' ? <Lead role="status">Loading your order...</Lead> : null}
      {state.kind === 'failed' ? <Lead role="alert">{state.message}</Lead> : null}
      {state.kind === 'loaded' ? <OrderFacts order={state.order} totalLabel={state.order.status === 'paid' ? 'Total paid' : 'Total'} /> : null}
    </PageContainer>
  );
}
