import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { PRODUCTION_STAGE_LABELS, type OperatorOrder } from '@storyloom/contracts/delivery';
import { Button, PageContainer, PageTitle } from '@storyloom/kit';
import {
  approveProof,
  formatCents,
  formatDecimal,
  formatTime,
  loadOperatorOrders,
  operatorErrorMessage,
  resendEmail,
  retryOrder,
} from '../lib/operator-orders-api.js';
import { ApproveForPrintDialog } from './ApproveForPrintDialog.js';
import { safeTrackingUrl } from '../lib/tracking.js';

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; orders: OperatorOrder[] };

/**
 * The operators' orders page, `/internal/orders` (docs/product/print-fulfilment.md#operators): every order with its
 * stage, times, money (paid, Lulu's cost, margin), files, Lulu's job and tracking; 'Retry' on a failed stage,
 * 'Resend e-mail', and 'Approve for print' on a book waiting for its buyer's review (docs/product/proof.md#approval,
 * after a confirmation asking the operator's name). Operators only: the server answers 404 to everyone else, page and API.
 */
export default function OperatorOrdersPage() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [approving, setApproving] = useState<OperatorOrder | null>(null);

  const reload = useCallback((signal?: AbortSignal) => {
    return loadOperatorOrders(signal)
      .then((orders) => setLoad({ kind: 'loaded', orders }))
      .catch((error: unknown) => {
        if (!signal?.aborted) setLoad({ kind: 'failed', message: operatorErrorMessage(error) });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  /** The operator confirmed with their name: the approval, then the list again (the order moves on to printing). */
  const approve = async (order: OperatorOrder, operator: string) => {
    setBusy(order.order_id);
    setNotice(null);
    try {
      const approved = await approveProof(order, operator);
      setApproving(null);
      setNotice({
        text: `Order ${order.number}: version ${approved.approved_version} approved for print by ${approved.operator}, on the buyer's behalf.`,
        error: false,
      });
      await reload();
    } catch (error) {
      setApproving(null);
      setNotice({ text: `Order ${order.number}: ${operatorErrorMessage(error)}`, error: true });
    } finally {
      setBusy(null);
    }
  };

  const act = async (order: OperatorOrder, action: 'retry' | 'resend' | 'approve') => {
    if (action === 'approve') {
      setApproving(order);
      return;
    }
    setBusy(order.order_id);
    setNotice(null);
    try {
      if (action === 'retry') {
        const updated = await retryOrder(order.order_id);
        setLoad((previous) =>
          previous.kind === 'loaded'
            ? {
                kind: 'loaded',
                orders: previous.orders.map((item) => (item.order_id === updated.order_id ? updated : item)),
              }
            : previous,
        );
        setNotice({ text: `Order ${order.number}: retrying, now ${stageLabel(updated)}.`, error: false });
      } else {
        const sent = await resendEmail(order);
        setNotice({
          text: `Order ${order.number}: the ${sent.kind} e-mail was sent again to ${sent.to}.`,
          error: false,
        });
      }
    } catch (error) {
      setNotice({ text: `Order ${order.number}: ${operatorErrorMessage(error)}`, error: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageContainer>
      <PageTitle>Orders</PageTitle>
      {load.kind === 'loading' ? <p role="status">Loading orders...</p> : null}
      {load.kind === 'failed' ? <p role="alert">{load.message}</p> : null}
      {/* Kept mounted so screen readers announce each action's outcome. */}
      <Notice role="status" $error={notice?.error ?? false}>
        {notice?.text}
      </Notice>
      {load.kind === 'loaded' && load.orders.length === 0 ? <p>No orders yet.</p> : null}
      {load.kind === 'loaded' && load.orders.length > 0 ? (
        <Scroll tabIndex={0} role="region" aria-labelledby="orders-caption">
          <Table>
            <caption id="orders-caption">Every order, newest first ({load.orders.length})</caption>
            <thead>
              <tr>
                {[
                  'Order',
                  'Stage',
                  'Times (UTC)',
                  'Paid',
                  'Lulu cost',
                  'Margin',
                  'Files',
                  'Lulu job',
                  'Tracking',
                  'Actions',
                ].map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {load.orders.map((order) => (
                <OrderRow
                  key={order.order_id}
                  order={order}
                  busy={busy === order.order_id}
                  onAct={(action) => void act(order, action)}
                />
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
      {approving ? (
        <ApproveForPrintDialog
          order={approving}
          busy={busy === approving.order_id}
          onCancel={() => setApproving(null)}
          onConfirm={(operator) => void approve(approving, operator)}
        />
      ) : null}
    </PageContainer>
  );
}

const stageLabel = (order: OperatorOrder): string =>
  order.stage ? PRODUCTION_STAGE_LABELS[order.stage] : `Not paid (${order.order_status})`;

function OrderRow({
  order,
  busy,
  onAct,
}: {
  order: OperatorOrder;
  busy: boolean;
  onAct: (action: 'retry' | 'resend' | 'approve') => void;
}) {
  return (
    <tr data-order={order.order_id}>
      <th scope="row">
        {order.number}
        <Small>{order.title ?? 'Untitled'}</Small>
        <Small>{order.email}</Small>
        <Address>
          {order.ship_to_lines.map((line) => (
            <Small key={line}>{line}</Small>
          ))}
        </Address>
      </th>
      <td>
        {stageLabel(order)}
        {order.failure ? (
          <Failure>
            {order.failure.stage}: {order.failure.message}
          </Failure>
        ) : null}
        {order.failure_cause && order.failure_cause !== order.lulu_error ? (
          <Failure>Cause: {order.failure_cause}</Failure>
        ) : null}
        {order.lulu_error ? <Failure>Lulu: {order.lulu_error}</Failure> : null}
        {order.proof.newest_version !== null && order.stage === 'ready_for_review' ? (
          <Small>Proof: version {order.proof.newest_version}</Small>
        ) : null}
        {order.proof.approved_version !== null ? <Small>{approvalLine(order.proof)}</Small> : null}
      </td>
      <td>
        <Times>
          <dt>Created</dt>
          <dd>{formatTime(order.created_at)}</dd>
          <dt>Paid</dt>
          <dd>{formatTime(order.paid_at)}</dd>
          <dt>Ready</dt>
          <dd>{formatTime(order.ready_at)}</dd>
          <dt>Updated</dt>
          <dd>{formatTime(order.updated_at)}</dd>
        </Times>
      </td>
      <td>{formatCents(order.paid.total_cents, order.paid.currency)}</td>
      <td>
        {order.lulu_cost?.total_incl_tax
          ? formatDecimal(order.lulu_cost.total_incl_tax, order.lulu_cost.currency)
          : '-'}
      </td>
      <td>{order.margin_cents === null ? '-' : formatCents(order.margin_cents, order.paid.currency)}</td>
      <td>
        {order.files ? (
          <>
            <a href={order.files.interior_url}>
              Interior PDF{order.files.interior_pages ? ` (${order.files.interior_pages} pages)` : ''}
            </a>
            <br />
            <a href={order.files.cover_url}>Cover PDF</a>
          </>
        ) : (
          '-'
        )}
      </td>
      <td>
        {order.lulu
          ? `${order.lulu.job_id} · ${order.lulu.status ?? 'no status yet'}${order.lulu.attempt > 1 ? ` · attempt ${order.lulu.attempt}` : ''}`
          : '-'}
        {order.earlier_lulu_jobs.map((job) => (
          <Earlier key={job.job_id}>
            Earlier: {job.job_id} · {job.status ?? 'no status'}
          </Earlier>
        ))}
      </td>
      <td>
        {order.shipments.length === 0
          ? '-'
          : order.shipments.map((shipment, index) => {
              const url = safeTrackingUrl(shipment.tracking_url);
              const text = [shipment.carrier, shipment.tracking_id].filter(Boolean).join(' ') || 'Tracking';
              return (
                <div key={index}>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {text}
                    </a>
                  ) : (
                    text
                  )}
                </div>
              );
            })}
      </td>
      <td>
        <Actions>
          {order.stage === 'ready_for_review' ? (
            <Button
              type="button"
              disabled={busy}
              onClick={() => onAct('approve')}
              aria-haspopup="dialog"
              aria-label={`Approve order ${order.number} for print`}
            >
              Approve for print
            </Button>
          ) : null}
          {order.can_retry ? (
            <Button
              type="button"
              disabled={busy}
              onClick={() => onAct('retry')}
              aria-label={`Retry order ${order.number}`}
            >
              Retry
            </Button>
          ) : null}
          {order.stage ? (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => onAct('resend')}
              aria-label={`Resend e-mail for order ${order.number}`}
            >
              Resend e-mail
            </Button>
          ) : null}
        </Actions>
      </td>
    </tr>
  );
}

/** Who approved the proof: the buyer, an operator by name, or the automatic approval after PROOF_AUTO_APPROVE_DAYS. */
function approvalLine(proof: OperatorOrder['proof']): string {
  const who =
    proof.approved_by === 'operator'
      ? `operator ${proof.approved_operator ?? ''}`.trim()
      : proof.approved_by === 'automatic'
        ? 'automatically'
        : 'the buyer';
  return `Proof: version ${proof.approved_version} approved by ${who}`;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: ${(props) => props.theme.space(1)};
  }
  th,
  td {
    padding: ${(props) => props.theme.space(1)};
    border-bottom: 1px solid ${(props) => props.theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  a {
    color: ${(props) => props.theme.colors.primary};
  }
`;

const Address = styled.address`
  font-style: normal;
  margin-top: ${(props) => props.theme.space(0.5)};
`;

const Small = styled.span`
  display: block;
  font-weight: 400;
  color: ${(props) => props.theme.colors.textMuted};
`;

/** A print job Lulu rejected or canceled that a re-send replaced. */
const Earlier = styled.span`
  display: block;
  font-size: 0.875em;
`;

const Failure = styled.span`
  display: block;
  color: ${(props) => props.theme.colors.error};
`;

const Times = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 0 ${(props) => props.theme.space(1)};
  margin: 0;
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(props) => props.theme.space(1)};
`;

const Notice = styled.p<{ $error: boolean }>`
  /* Never display: none, even empty: a hidden live region may not announce what is written into it. */
  min-height: 1.5em;
  color: ${(props) => (props.$error ? props.theme.colors.error : props.theme.colors.text)};
`;
