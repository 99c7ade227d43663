import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { installFakeFetch, renderWithProviders } from '@storyloom/kit/testing';
import OperatorOrdersPage from './OperatorOrdersPage.js';

const order = (change: Record<string, unknown> = {}) => ({
  order_id: 'ord_1',
  number: 'SL-3F9A2C1B',
  title: 'The Lantern of Gull Bay',
  email: 'ada@example.com',
  ship_to_lines: ['Nana Hartley', '12 Fore Street', 'St Ives', 'TR26 1LP', 'United Kingdom'],
  order_status: 'paid',
  stage: 'shipped',
  failure: null,
  can_retry: false,
  created_at: '2026-11-23T17:00:00.000Z',
  paid_at: '2026-11-23T17:01:00.000Z',
  ready_at: '2026-11-23T17:05:00.000Z',
  updated_at: '2026-11-24T09:30:00.000Z',
  paid: { total_cents: 16596, currency: 'USD' },
  lulu_cost: { currency: 'USD', total_excl_tax: '11.50', total_incl_tax: '12.34' },
  margin_cents: 15362,
  files: {
    interior_url: '/api/operator/orders/ord_1/interior.pdf',
    cover_url: '/api/operator/orders/ord_1/cover.pdf',
    interior_pages: 48,
  },
  lulu: { job_id: '1001', status: 'SHIPPED', message: null, changed_at: '2026-11-24T09:30:00.000Z', attempt: 1 },
  earlier_lulu_jobs: [],
  lulu_error: null,
  failure_cause: null,
  shipments: [{ carrier: 'UPS', tracking_id: '1Z999', tracking_url: 'https://www.ups.com/track?tracknum=1Z999' }],
  proof: { choice: 'review', newest_version: 1, approved_version: 1, approved_by: 'buyer', approved_operator: null },
  ...change,
});

/** A book written and typeset, waiting for its buyer to read and approve version 3 (docs/product/proof.md). */
const inReview = order({
  order_id: 'ord_4',
  number: 'SL-0000CAFE',
  stage: 'ready_for_review',
  lulu_cost: null,
  margin_cents: null,
  lulu: null,
  shipments: [],
  proof: { choice: 'review', newest_version: 3, approved_version: null, approved_by: null, approved_operator: null },
});

const failed = order({
  order_id: 'ord_2',
  number: 'SL-0000BEEF',
  stage: 'failed',
  failure: { stage: 'printing', message: 'Lulu refused the cover.' },
  lulu_error: 'Cover width is wrong.',
  can_retry: true,
  lulu_cost: null,
  margin_cents: null,
  lulu: null,
  shipments: [],
});

const cell = (row: HTMLElement, column: string) => {
  const headers = within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(column) - 1]!;
};

describe('OperatorOrdersPage', () => {
  it('lists every order in an accessible table: stage, times, paid, Lulu cost, margin, files, Lulu job and tracking', async () => {
    installFakeFetch({ 'GET /api/operator/orders': () => ({ body: { orders: [order(), failed] } }) });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Every order, newest first (2)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
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
    ]);
    const row = within(table)
      .getByRole('rowheader', { name: /SL-3F9A2C1B/ })
      .closest('tr')!;
    // Where the book goes, in the country's postal layout, as the e-mail and the status page write it.
    expect(within(row).getByRole('rowheader')).toHaveTextContent('St IvesTR26 1LPUnited Kingdom');
    expect(cell(row, 'Stage')).toHaveTextContent('Shipped');
    expect(cell(row, 'Times (UTC)')).toHaveTextContent('Paid2026-11-23 17:01 UTC');
    expect(cell(row, 'Paid')).toHaveTextContent('$165.96');
    expect(cell(row, 'Lulu cost')).toHaveTextContent('$12.34');
    expect(cell(row, 'Margin')).toHaveTextContent('$153.62');
    expect(within(cell(row, 'Files')).getByRole('link', { name: 'Interior PDF (48 pages)' })).toHaveAttribute(
      'href',
      '/api/operator/orders/ord_1/interior.pdf',
    );
    expect(cell(row, 'Lulu job')).toHaveTextContent('1001 · SHIPPED');
    expect(within(cell(row, 'Tracking')).getByRole('link', { name: 'UPS 1Z999' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
    expect(within(row).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    const failedRow = within(table)
      .getByRole('rowheader', { name: /SL-0000BEEF/ })
      .closest('tr')!;
    expect(cell(failedRow, 'Stage')).toHaveTextContent(
      'Something went wrongprinting: Lulu refused the cover.Lulu: Cover width is wrong.',
    );
    expect(cell(failedRow, 'Margin')).toHaveTextContent('-');
  });

  it("shows what ended a failed stage beside the customer's words, so the operator sees the cause", async () => {
    const stuck = order({
      order_id: 'ord_3',
      number: 'SL-00C0FFEE',
      stage: 'failed',
      failure: {
        stage: 'printing',
        message: 'We could not hand your book to the printer. Our team has been told and will try again.',
      },
      failure_cause: 'Lulu answered 500 to POST /print-jobs/ six times',
      can_retry: true,
      lulu: null,
      shipments: [],
    });
    installFakeFetch({ 'GET /api/operator/orders': () => ({ body: { orders: [stuck] } }) });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    const table = await screen.findByRole('table', { name: 'Every order, newest first (1)' });
    const row = within(table)
      .getByRole('rowheader', { name: /SL-00C0FFEE/ })
      .closest('tr')!;
    expect(cell(row, 'Stage')).toHaveTextContent('Our team has been told');
    expect(cell(row, 'Stage')).toHaveTextContent('Cause: Lulu answered 500 to POST /print-jobs/ six times');
  });

  it("retries a failed stage and shows the order's new stage", async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeFetch({
      'GET /api/operator/orders': () => ({ body: { orders: [failed] } }),
      'POST /api/operator/orders/ord_2/retry': () => ({
        body: { ...failed, stage: 'ready_for_printing', failure: null, lulu_error: null, can_retry: false },
      }),
    });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    await user.click(await screen.findByRole('button', { name: 'Retry order SL-0000BEEF' }));
    expect(await screen.findByText('Order SL-0000BEEF: retrying, now Ready for printing.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/operator/orders/ord_2/retry' && init?.method === 'POST'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retry order SL-0000BEEF' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Lulu refused the cover/)).not.toBeInTheDocument();
  });

  it("shows a re-sent order's live Lulu job, its attempt and the job Lulu rejected before", async () => {
    const resent = order({
      stage: 'sent_to_printer',
      shipments: [],
      lulu: { job_id: '1002', status: 'CREATED', message: null, changed_at: null, attempt: 2 },
      earlier_lulu_jobs: [{ job_id: '1001', status: 'REJECTED', message: 'Bad file' }],
    });
    installFakeFetch({ 'GET /api/operator/orders': () => ({ body: { orders: [resent] } }) });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    const table = await screen.findByRole('table', { name: 'Every order, newest first (1)' });
    const row = within(table)
      .getByRole('rowheader', { name: /SL-3F9A2C1B/ })
      .closest('tr')!;
    expect(cell(row, 'Lulu job')).toHaveTextContent('1002 · CREATED · attempt 2Earlier: 1001 · REJECTED');
  });

  it('resends the shipped e-mail (not the confirmation) of a shipped order', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    installFakeFetch({
      'GET /api/operator/orders': () => ({ body: { orders: [order()] } }),
      'POST /api/operator/orders/ord_1/resend-email': (init) => {
        sent = JSON.parse(String(init?.body));
        return sent && (sent as { kind: string }).kind === 'shipped'
          ? { body: { sent: true, kind: 'shipped', to: 'ada@example.com' } }
          : {
              status: 400,
              body: { error: 'VALIDATION_FAILED', message: 'kind must be one of: confirmation, shipped' },
            };
      },
    });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    await user.click(await screen.findByRole('button', { name: 'Resend e-mail for order SL-3F9A2C1B' }));
    expect(
      await screen.findByText('Order SL-3F9A2C1B: the shipped e-mail was sent again to ada@example.com.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ kind: 'shipped' });
  });

  it("says so when the server refuses an action, in the server's words", async () => {
    const user = userEvent.setup();
    installFakeFetch({
      'GET /api/operator/orders': () => ({ body: { orders: [failed] } }),
      'POST /api/operator/orders/ord_2/retry': () => ({
        status: 409,
        body: { error: 'NOTHING_TO_RETRY', message: 'This order has no failed stage to retry.' },
      }),
    });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    await user.click(await screen.findByRole('button', { name: 'Retry order SL-0000BEEF' }));
    expect(await screen.findByText('Order SL-0000BEEF: This order has no failed stage to retry.')).toBeInTheDocument();
  });

  it("approves a book waiting for its buyer's review, on the buyer's behalf, after a confirmation asking the operator's name", async () => {
    const user = userEvent.setup();
    const approvals: unknown[] = [];
    let approved = false;
    installFakeFetch({
      'GET /api/operator/orders': () => ({
        body: {
          orders: [
            approved
              ? {
                  ...inReview,
                  stage: 'ready_for_printing',
                  proof: {
                    ...inReview.proof,
                    approved_version: 3,
                    approved_by: 'operator',
                    approved_operator: 'Sam Reyes',
                  },
                }
              : inReview,
            order(),
          ],
        },
      }),
      'POST /api/operator/orders/ord_4/proof/approve': (init) => {
        approvals.push(JSON.parse(String(init?.body)));
        approved = true;
        return { body: { approved_version: 3, approved_by: 'operator', operator: 'Sam Reyes' } };
      },
    });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    const table = await screen.findByRole('table', { name: 'Every order, newest first (2)' });
    const row = within(table)
      .getByRole('rowheader', { name: /SL-0000CAFE/ })
      .closest('tr')!;
    expect(cell(row, 'Stage')).toHaveTextContent('Ready for your reviewProof: version 3');
    // Only a book waiting in review can be approved: the shipped one has no such action.
    expect(screen.queryByRole('button', { name: 'Approve order SL-3F9A2C1B for print' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve order SL-0000CAFE for print' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve order SL-0000CAFE for print?' });
    expect(dialog).toHaveTextContent(
      "On the buyer's behalf, version 3 of “The Lantern of Gull Bay” goes to the printer as it is now.",
    );
    // No name, no approval: the name is kept with it.
    await user.click(within(dialog).getByRole('button', { name: 'Approve for print' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type your name: it is kept with the approval.');
    expect(approvals).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Your name' }), '  Sam Reyes ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve for print' }));
    expect(
      await screen.findByText("Order SL-0000CAFE: version 3 approved for print by Sam Reyes, on the buyer's behalf."),
    ).toBeInTheDocument();
    expect(approvals).toEqual([{ operator: 'Sam Reyes', version: 3 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list again: the order has moved on, with who approved it.
    const after = within(screen.getByRole('table'))
      .getByRole('rowheader', { name: /SL-0000CAFE/ })
      .closest('tr')!;
    await within(after).findByText('Proof: version 3 approved by operator Sam Reyes');
    expect(cell(after, 'Stage')).toHaveTextContent('Ready for printing');
    expect(within(after).queryByRole('button', { name: /Approve order/ })).not.toBeInTheDocument();
  });

  it("says why an approval was refused (the buyer changed the book meanwhile), in the server's words, and cancelling sends nothing", async () => {
    const user = userEvent.setup();
    let calls = 0;
    installFakeFetch({
      'GET /api/operator/orders': () => ({ body: { orders: [inReview] } }),
      'POST /api/operator/orders/ord_4/proof/approve': () => {
        calls += 1;
        return {
          status: 409,
          body: { error: 'PROOF_VERSION_CONFLICT', message: 'Version 4 is the newest now: approve that one.' },
        };
      },
    });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    await user.click(await screen.findByRole('button', { name: 'Approve order SL-0000CAFE for print' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Approve order SL-0000CAFE for print' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Your name' }), 'Sam');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve for print' }));
    expect(
      await screen.findByText('Order SL-0000CAFE: Version 4 is the newest now: approve that one.'),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('says when the orders cannot be loaded', async () => {
    installFakeFetch({
      'GET /api/operator/orders': () => ({
        status: 500,
        body: { error: 'INTERNAL', message: 'The database is unavailable.' },
      }),
    });
    renderWithProviders(<OperatorOrdersPage />, '/internal/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable.');
  });
});
