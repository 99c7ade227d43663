import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink, PageContainer, PageTitle, usePageview } from '@storyloom/kit';
import { OrderFacts } from '../components/OrderFacts.js';
import { orderStatusPath } from '@storyloom/contracts/delivery';
import { clearCachedOrderForm } from '../lib/form-cache.js';
import { ORDER_QUERY_PARAMETER } from '../lib/order-view.js';
import { useOrder } from '../lib/use-order.js';

/** Where the checkout sends a visitor who paid: the order number, what was bought, the total, the e-mail. */
export default function OrderSuccessPage() {
  usePageview('/order/success', 'Order Success');
  const [params] = useSearchParams();
  const id = params.get(ORDER_QUERY_PARAMETER);
  const state = useOrder(id);
  const paid = state.kind === 'loaded' && state.order.status === 'paid';
  // A paid order empties the wizard for the next book; this browser's copy of the form (its dedication above all)
  // must not carry over into it.
  useEffect(() => {
    if (paid) clearCachedOrderForm();
  }, [paid]);
  return (
    <PageContainer>
      <PageTitle>Thank you for your order</PageTitle>
      {state.kind === 'loading' ? <Lead role="status">Loading your order...</Lead> : null}
      {state.kind === 'failed' ? <Lead role="alert">{state.message}</Lead> : null}
      {state.kind === 'loaded' ? (
        <>
          <Lead role="status">
            {state.order.status === 'paid'
              ? `Your payment was received. A confirmation was sent to ${state.order.email}.`
              : 'We are confirming your payment with the card provider. This page updates by itself.'}
          </Lead>
          <OrderFacts order={state.order} totalLabel={state.order.status === 'paid' ? 'Total paid' : 'Total'} />
          <Actions>
            <ButtonLink to={orderStatusPath(state.order.id)}>See your order's status</ButtonLink>
          </Actions>
        </>
      ) : null}
    </PageContainer>
  );
}

export const Lead = styled.p`
  max-width: 640px;
  margin: 0 auto ${(props) => props.theme.space(3)};
  text-align: center;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${(props) => props.theme.space(2)};
`;
