import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { OrderFacts } from '../components/OrderFacts.js';
import { ProductionStages } from '../components/ProductionStages.js';
import { ProofOnStatusPage } from '../components/ProofOnStatusPage.js';
import { ORDER_QUERY_PARAMETER } from '../lib/order-view.js';
import { useOrder } from '../lib/use-order.js';
import { useProduction } from '../lib/use-production.js';
import { useProofOverview } from '../lib/use-proof-overview.js';
import { Lead } from './OrderSuccessPage.js';

/**
 * An order's status page, linked from the success page and the confirmation e-mail (whose link carries the order's
 * status token, so it opens on any device): the book's stages, live, from `GET /api/orders/:id/production`, and for
 * the visitor who ordered, what was bought (`GET /api/orders/:id`). When the buyer chose to read the proof first, the
 * link to it while the book waits for them, and the choice itself until printing starts (docs/product/proof.md).
 */
export default function OrderStatusPage() {
  usePageview('/order/status', 'Order Status');
  const [params] = useSearchParams();
  const id = params.get(ORDER_QUERY_PARAMETER);
  const production = useProduction(id, params.get('token'));
  const state = useOrder(id);
  const reply = production.reply;
  const token = params.get('token');
  const overview = useProofOverview(id, token, reply?.stage ?? null);
  return (
    <PageContainer>
      <PageTitle>Order status</PageTitle>
      {state.kind === 'loading' && !reply ? <Lead role="status">Loading your order...</Lead> : null}
      {/* Through the e-mail's link on another device the order's details are not shown, its stages are. */}
      {state.kind === 'failed' && !reply ? <Lead role="alert">{state.message}</Lead> : null}
      {reply && !reply.stage && state.kind !== 'loaded' ? (
        <Lead role="status">
          Order {reply.number}: {reply.headline}
        </Lead>
      ) : null}
      {reply && id ? (
        <ProofOnStatusPage
          orderId={id}
          token={token}
          stage={reply.stage}
          proof={overview.proof}
          onProof={overview.replace}
        />
      ) : null}
      {reply ? <ProductionStages reply={reply} withReview={overview.proof?.proof_choice === 'review'} /> : null}
      {production.error && reply ? (
        <Lead role="status">{`We could not refresh this page (${production.error}). It will try again by itself.`}</Lead>
      ) : null}
      {state.kind === 'loaded' ? (
        <OrderFacts
          order={state.order}
          totalLabel={state.order.status === 'paid' ? 'Total paid' : 'Total'}
          statusText={reply?.headline}
        />
      ) : null}
    </PageContainer>
  );
}
