import {
  ACCOUNT_API,
  ACCOUNT_PAGES,
  type AccountMessageReply,
  type AccountOrder,
  type AccountOrdersReply,
  type ReorderReply,
} from '@storyloom/contracts';
import { ApiRequestError, Button, Spinner, apiGet, apiPost, useAccount, usePageview } from '@storyloom/kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { FormMessage, messageOf } from '../account/AccountForm.js';
import { InfoPage } from '../components/InfoPage.js';

const LOGIN_TO_ACCOUNT = `${ACCOUNT_PAGES.login}?next=${encodeURIComponent(ACCOUNT_PAGES.account)}`;

const Orders = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const OrderCard = styled.li`
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  h2 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1.2rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)}; margin: 0 0 ${({ theme }) => theme.space(1.5)}; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const placedOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
};

function OrderItem({ order }: { order: AccountOrder }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reorder = async () => {
    setBusy(true);
    setError(null);
    try {
      const reply = await apiPost<ReorderReply>(ACCOUNT_API.reorder(order.order_id), {});
      window.location.assign(reply.checkout_url);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };
  const title = order.title ?? 'Untitled book';
  return (
    <OrderCard aria-label={`Order ${order.number}`}>
      <h2>{title}</h2>
      <dl>
        <dt>Order</dt>
        <dd>{order.number}</dd>
        <dt>Placed</dt>
        <dd>{placedOn(order.placed_at)}</dd>
        <dt>Status</dt>
        <dd>{order.status_label}</dd>
      </dl>
      {error ? <FormMessage role="alert">{error}</FormMessage> : null}
      <Actions>
        {order.status_url.startsWith('/') ? (
          <Link to={order.status_url}>Order status</Link>
        ) : (
          <a href={order.status_url}>Order status</a>
        )}
        {order.tracking_url ? (
          <a href={order.tracking_url} target="_blank" rel="noreferrer">
            Track parcel
          </a>
        ) : null}
        {order.digital_edition ? (
          <>
            <a href={order.digital_edition.epub_url} download>
              Download EPUB
            </a>
            <a href={order.digital_edition.pdf_url} download>
              Download PDF
            </a>
          </>
        ) : null}
        <Button type="button" variant="secondary" disabled={busy} onClick={reorder}>
          Order another copy
        </Button>
      </Actions>
    </OrderCard>
  );
}

function VerifyNotice({ email }: { email: string }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const resend = async () => {
    setState({ busy: true, message: null, failed: false });
    try {
      const reply = await apiPost<AccountMessageReply>(ACCOUNT_API.resendVerification, {});
      setState({ busy: false, message: reply?.message ?? `We sent a new link to ${email}.`, failed: false });
    } catch (failure) {
      setState({ busy: false, message: messageOf(failure), failed: true });
    }
  };
  return (
    <FormMessage as="div" role="status" $tone="success">
      <p style={{ marginTop: 0 }}>
        Please verify your e-mail address: open the link we sent to <strong>{email}</strong>. Orders placed with that
        address join your account once it is verified.
      </p>
      <Button type="button" variant="secondary" disabled={state.busy} onClick={resend}>
        Resend
      </Button>
      {state.message ? <p role={state.failed ? 'alert' : undefined}>{state.message}</p> : null}
    </FormMessage>
  );
}

/**
 * /account, 'My orders' (docs/product/accounts.md#the-my-orders-page): every order of the signed-in customer with its status,
 * tracking link, status page and 'Order another copy'. A visitor who is not signed in goes to the login page, which
 * brings them back here.
 */
export default function AccountPage() {
  usePageview('/account', 'My orders');
  const account = useAccount();
  const navigate = useNavigate();
  const [orders, setOrders] = useState<AccountOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (account === null) navigate(LOGIN_TO_ACCOUNT, { replace: true });
  }, [account, navigate]);

  useEffect(() => {
    if (!account) return;
    const controller = new AbortController();
    apiGet<AccountOrdersReply>(ACCOUNT_API.orders, { signal: controller.signal })
      .then((reply) => setOrders(reply.orders))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiRequestError && failure.status === 401) navigate(LOGIN_TO_ACCOUNT, { replace: true });
        else setError(messageOf(failure));
      });
    return () => controller.abort();
  }, [account, navigate]);

  return (
    <InfoPage title="My orders">
      {account && !account.email_verified ? <VerifyNotice email={account.email} /> : null}
      {error ? <FormMessage role="alert">{error}</FormMessage> : null}
      {!account || (orders === null && !error) ? <Spinner /> : null}
      {orders && orders.length === 0 ? (
        <p>
          No orders yet. <Link to="/step1">Start a book</Link>
        </p>
      ) : null}
      {orders && orders.length > 0 ? (
        <Orders aria-label="Orders">
          {orders.map((order) => (
            <OrderItem key={order.order_id} order={order} />
          ))}
        </Orders>
      ) : null}
    </InfoPage>
  );
}
