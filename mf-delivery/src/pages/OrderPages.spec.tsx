import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storyloom/kit';
import { installFakeFetch, sentBodies, type FakeReply } from '@storyloom/kit/testing';
import { proofReply } from '../testing/proof-fixture.js';
import { ORDER_FORM_CACHE_KEY } from '../lib/form-cache.js';
import { ORDER_POLL_MS } from '../lib/use-order.js';
import OrderStatusPage from './OrderStatusPage.js';
import OrderSuccessPage from './OrderSuccessPage.js';

const paidOrder = (change: Record<string, unknown> = {}) => ({
  id: 'ord_1',
  number: 'SL-3F9A2C1B',
  status: 'paid',
  email: 'ada@example.com',
  title: 'The Lantern of Gull Bay',
  item: {
    item_type: 'hardcover_big',
    binding_type: 'hardcover',
    book_size: 'big',
    paper_color: 'cream',
    quantity: 3,
    extra_copies: 2,
    shipping_level: 'GROUND_HD',
  },
  dedication: 'For Mia, from Grandma',
  ship_to: {
    name: 'Ada Lovelace',
    city: 'London',
    country_code: 'GB',
    address_lines: ['Ada Lovelace', 'Flat 2', '10 Downing Street', 'London', 'SW1A 1AA', 'United Kingdom'],
  },
  amounts: {
    base_cents: 4999,
    size_surcharge_cents: 500,
    extra_copies_cents: 9598,
    shipping_cents: 1499,
    total_cents: 16596,
    currency: 'usd',
  },
  created_at: '2026-11-23T17:00:00.000Z',
  paid_at: '2026-11-23T17:01:00.000Z',
  ...change,
});

/**
 * The pages poll on timers (poll_after_ms, the payment's confirmation): a fake clock moves them on, so no test waits
 * real milliseconds and a busy machine cannot reorder what a test sees. testing-library's findBy* and waitFor advance
 * jest's fake clock themselves while they wait; they look for the `jest` global, which ESM tests do not get unasked.
 */
Object.assign(globalThis, { jest });
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function renderAt(url: string, routes: Record<string, (init: RequestInit | undefined) => FakeReply>) {
  const fetchMock = installFakeFetch({ 'POST /api/analytics/pageview': () => ({ status: 204 }), ...routes });
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/order/success" element={<OrderSuccessPage />} />
          <Route path="/order/status" element={<OrderStatusPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return fetchMock;
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('OrderSuccessPage', () => {
  it('shows the order number, what was bought, the total paid and the e-mail, and links to the status page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    localStorage.setItem(ORDER_FORM_CACHE_KEY, JSON.stringify({ firstName: 'Ada', dedication: 'For Mia' }));
    renderAt('/order/success?order=ord_1', { 'GET /api/orders/ord_1': () => ({ body: paidOrder() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your payment was received. A confirmation was sent to ada@example.com.'),
    ).toBeInTheDocument();
    expect(fact('Order number')).toHaveTextContent('SL-3F9A2C1B');
    const bought = within(fact('What you bought') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bought).toEqual([
      '“The Lantern of Gull Bay”',
      'Hardcover book, size L (40 chapters), cream pages',
      '3 copies (2 extra)',
      'Expedited shipping to Ada Lovelace, London, GB',
    ]);
    // The address as the server wrote it in the country's postal layout, one line each.
    expect([...fact('Ship to')!.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Ada Lovelace',
      'Flat 2',
      '10 Downing Street',
      'London',
      'SW1A 1AA',
      'United Kingdom',
    ]);
    expect(fact('Dedication')).toHaveTextContent('For Mia, from Grandma');
    expect(fact('Total paid')).toHaveTextContent('$165.96');
    expect(fact('Confirmation e-mail')).toHaveTextContent('ada@example.com');
    expect(localStorage.getItem(ORDER_FORM_CACHE_KEY)).toBeNull(); // the next book does not inherit this one's form

    await user.click(screen.getByRole('link', { name: "See your order's status" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order status' })).toBeInTheDocument();
    expect(await screen.findByText('Paid: your book is being made')).toBeInTheDocument();
  });

  it('says the payment is being confirmed while the order still awaits it, then shows it paid', async () => {
    let asked = 0;
    renderAt('/order/success?order=ord_1', {
      'GET /api/orders/ord_1': () => {
        asked += 1;
        return { body: paidOrder(asked === 1 ? { status: 'awaiting_payment', paid_at: null } : {}) };
      },
    });
    localStorage.setItem(ORDER_FORM_CACHE_KEY, JSON.stringify({ firstName: 'Ada' }));
    expect(await screen.findByText(/We are confirming your payment/)).toBeInTheDocument();
    expect(localStorage.getItem(ORDER_FORM_CACHE_KEY)).not.toBeNull(); // kept until the payment is confirmed
    expect(fact('Total')).toHaveTextContent('$165.96');
    expect(asked).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(ORDER_POLL_MS)); // the page asks again once its interval is over
    expect(await screen.findByText(/Your payment was received/)).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(fact('Total paid')).toHaveTextContent('$165.96');
  });

  it("shows the server's message for an order that is not the visitor's", async () => {
    renderAt('/order/success?order=ord_x', {
      'GET /api/orders/ord_x': () => ({ status: 404, body: { error: 'ORDER_NOT_FOUND', message: 'No such order.' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such order.');
  });

  it('says what to do when the address names no order', () => {
    renderAt('/order/success', {});
    expect(screen.getByRole('alert')).toHaveTextContent('No order was named in this address.');
  });
});

describe('OrderStatusPage', () => {
  it('shows a cancelled order as cancelled', async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder({ status: 'cancelled', paid_at: null }) }),
    });
    expect(await screen.findByText('Cancelled', { selector: 'dd' })).toBeInTheDocument();
    expect(fact('Total')).toHaveTextContent('$165.96');
  });
});

const production = (change: Record<string, unknown> = {}) => ({
  order_id: 'ord_1',
  number: 'SL-3F9A2C1B',
  title: 'The Lantern of Gull Bay',
  order_status: 'paid',
  stage: 'paid',
  chapters: null,
  failure: null,
  proof_url: null,
  ready_at: null,
  updated_at: '2026-11-23T17:01:00.000Z',
  poll_after_ms: 10,
  shipments: [],
  digital_edition: null,
  headline: 'Paid: your book is about to be written.',
  ...change,
});

/** The headline (the Status line of the order's facts repeats it). */
const SUMMARY = { selector: '[data-testid="production-summary"]' };

const stageStates = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-state'))
    .map(
      (item) =>
        `${item.textContent?.replace(/ \((done|in progress|failed|upcoming)\)$/, '')}: ${item.getAttribute('data-state')}`,
    );

describe('OrderStatusPage: the book being made', () => {
  it('follows the book from Paid through Writing (chapters done / total) and Typesetting to Ready for printing, then offers the proof', async () => {
    const replies = [
      production(),
      production({
        stage: 'writing',
        chapters: { done: 1, total: 15 },
        headline: 'Writing your book: 1 of 15 chapters written.',
      }),
      production({
        stage: 'writing',
        chapters: { done: 9, total: 15 },
        headline: 'Writing your book: 9 of 15 chapters written.',
      }),
      production({
        stage: 'typesetting',
        chapters: { done: 15, total: 15 },
        headline: 'Typesetting your book for print.',
      }),
      production({
        stage: 'ready_for_printing',
        chapters: { done: 15, total: 15 },
        proof_url: '/api/orders/ord_1/production/interior.pdf',
        ready_at: '2026-11-23T17:20:00.000Z',
        poll_after_ms: null,
        headline: 'Your book is ready for printing.',
      }),
    ];
    let asked = 0;
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({ body: replies[Math.min(asked++, replies.length - 1)] }),
    });
    expect(await screen.findByText('Paid: your book is about to be written.', SUMMARY)).toBeInTheDocument();
    expect(await screen.findByText('Writing your book: 9 of 15 chapters written.', SUMMARY)).toBeInTheDocument();
    expect(await screen.findByText('Typesetting your book for print.', SUMMARY)).toBeInTheDocument();
    expect(await screen.findByText('Your book is ready for printing.', SUMMARY)).toBeInTheDocument();
    // The order's Status line says the same: no longer "being made" once the book is ready.
    expect(fact('Status')).toHaveTextContent('Your book is ready for printing.');
    expect(stageStates()).toEqual([
      '✓Paid: done',
      '✓Writing · Chapters 15 of 15: done',
      '✓Typesetting: done',
      '✓Ready for printing: done',
      '○Sent to printer: upcoming',
      '○In production: upcoming',
      '○Shipped: upcoming',
      '○Delivered: upcoming',
    ]);
    expect(screen.getByRole('link', { name: 'Download PDF proof' })).toHaveAttribute(
      'href',
      '/api/orders/ord_1/production/interior.pdf',
    );
    // Ready: the page stops asking.
    const askedWhenReady = asked;
    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000)); // ten minutes on the page's clock: not one more question
    expect(asked).toBe(askedWhenReady);
    expect(fact('Total paid')).toHaveTextContent('$165.96');
  });

  it('marks the current stage and shows no proof before typesetting', async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: production({
          stage: 'writing',
          chapters: { done: 4, total: 25 },
          poll_after_ms: 60_000,
          headline: 'Writing your book: 4 of 25 chapters written.',
        }),
      }),
    });
    expect(await screen.findByText('Writing your book: 4 of 25 chapters written.', SUMMARY)).toHaveAttribute(
      'role',
      'status',
    );
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Writing · Chapters 4 of 25 (in progress)');
    expect(screen.queryByRole('link', { name: 'Download PDF proof' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('digital-edition')).not.toBeInTheDocument();
  });

  it('offers the digital edition once the reply carries it', async () => {
    const digital = {
      epub_url: '/api/orders/ord_1/digital-edition/epub?token=t',
      pdf_url: '/api/orders/ord_1/digital-edition/pdf?token=t',
    };
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: production({
          stage: 'ready_for_printing',
          chapters: { done: 15, total: 15 },
          poll_after_ms: null,
          digital_edition: digital,
        }),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Download EPUB (e-readers)' })).toHaveAttribute(
      'href',
      digital.epub_url,
    );
    expect(screen.getByRole('link', { name: 'Download PDF (screens)' })).toHaveAttribute('href', digital.pdf_url);
  });

  it('says clearly when making the book failed, at which stage, and stops asking', async () => {
    let asked = 0;
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => {
        asked += 1;
        return {
          body: production({
            stage: 'failed',
            chapters: { done: 15, total: 15 },
            failure: { stage: 'typesetting', message: 'The typesetter refused the book.' },
            poll_after_ms: null,
            headline:
              'Needs attention: something went wrong while typesetting your book: The typesetter refused the book. Your payment is safe; we will contact you.',
          }),
        };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Needs attention: something went wrong while typesetting your book: The typesetter refused the book. Your payment is safe; we will contact you.',
    );
    expect(stageStates().slice(0, 4)).toEqual([
      '✓Paid: done',
      '✓Writing · Chapters 15 of 15: done',
      '!Typesetting: failed',
      '○Ready for printing: upcoming',
    ]);
    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
    expect(asked).toBe(1);
  });

  it("opens from the e-mail's link on another device: the stages by the status token, without the order's details", async () => {
    renderAt('/order/status?order=ord_1&token=tok_abc', {
      'GET /api/orders/ord_1': () => ({ status: 404, body: { error: 'ORDER_NOT_FOUND', message: 'No such order.' } }),
      'GET /api/orders/ord_1/production?token=tok_abc': () => ({
        body: production({
          stage: 'writing',
          chapters: { done: 2, total: 15 },
          poll_after_ms: 60_000,
          headline: 'Writing your book: 2 of 15 chapters written.',
        }),
      }),
    });
    expect(await screen.findByText('Writing your book: 2 of 15 chapters written.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Order number')).not.toBeInTheDocument();
  });
});

describe('OrderStatusPage: at the printer', () => {
  const chapters = { done: 15, total: 15 };
  const ups = [{ carrier: 'UPS', tracking_id: '1Z999', tracking_url: 'https://www.ups.com/track?tracknum=1Z999' }];

  it('follows the book from Sent to printer through In production to Shipped, with the carrier and a tracking link, then Delivered', async () => {
    const replies = [
      production({ stage: 'sent_to_printer', chapters, headline: 'Your book has been sent to the printer.' }),
      production({ stage: 'in_production', chapters, headline: 'Your book is being printed.' }),
      production({
        stage: 'shipped',
        chapters,
        shipments: ups,
        poll_after_ms: 30,
        headline: 'Your book has shipped with UPS.',
      }),
    ];
    const delivered = production({
      stage: 'delivered',
      chapters,
      shipments: ups,
      poll_after_ms: null,
      headline: 'Your book has been delivered.',
    });
    // The parcel stays 'shipped' (polled every 30 ms) until the test has looked at it: on a busy machine a fixed
    // order of replies let 'delivered' arrive before the shipped stage was checked.
    let deliveredYet = false;
    let asked = 0;
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: deliveredYet ? delivered : replies[Math.min(asked++, replies.length - 1)],
      }),
    });
    expect(await screen.findByText('Your book has been sent to the printer.', SUMMARY)).toBeInTheDocument();
    expect(await screen.findByText('Your book is being printed.', SUMMARY)).toBeInTheDocument();
    expect(await screen.findByText('Your book has shipped with UPS.', SUMMARY)).toBeInTheDocument();
    expect(stageStates().slice(3)).toEqual([
      '✓Ready for printing: done',
      '✓Sent to printer: done',
      '✓In production: done',
      '●Shipped · UPS · Track your parcel: current',
      '○Delivered: upcoming',
    ]);
    expect(screen.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
    deliveredYet = true;
    expect(await screen.findByText('Your book has been delivered.', SUMMARY)).toBeInTheDocument();
    expect(stageStates().slice(-2)).toEqual(['✓Shipped · UPS · Track your parcel: done', '✓Delivered: done']);
  });

  it('offers no link for a tracking address that is not http(s)', async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: production({
          stage: 'shipped',
          chapters,
          shipments: [{ carrier: 'UPS', tracking_id: '1Z', tracking_url: 'javascript:alert(1)' }],
          poll_after_ms: null,
          headline: 'Your book has shipped with UPS.',
        }),
      }),
    });
    expect(await screen.findByText('Your book has shipped with UPS.', SUMMARY)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Track your parcel' })).not.toBeInTheDocument();
  });

  const printingFailed = (readyAt: string | null, message: string) =>
    production({
      stage: 'failed',
      chapters,
      ready_at: readyAt,
      failure: { stage: 'printing', message },
      poll_after_ms: null,
      headline: `Needs attention: something went wrong while sending your book to print: ${message} Your payment is safe; we will contact you.`,
    });

  it('says when the printer stopped the book after the hand-off: Ready for printing was reached, Sent to printer failed', async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: printingFailed('2026-11-23T17:20:00.000Z', 'Lulu rejected the cover.'),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Needs attention: something went wrong while sending your book to print: Lulu rejected the cover.',
    );
    expect(stageStates().slice(3, 5)).toEqual(['✓Ready for printing: done', '!Sent to printer: failed']);
    expect(fact('Status')).toHaveTextContent(/^Needs attention: /);
  });

  it('never shows Ready for printing as done when the hand-off to printing failed', async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({ body: printingFailed(null, 'Lulu refused the interior PDF.') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Needs attention: /);
    expect(stageStates().slice(2, 5)).toEqual([
      '✓Typesetting: done',
      '!Ready for printing: failed',
      '○Sent to printer: upcoming',
    ]);
  });
});

describe('OrderStatusPage: the proof (docs/product/proof.md)', () => {
  const chapters = { done: 15, total: 15 };
  const waiting = production({
    stage: 'ready_for_review',
    chapters,
    poll_after_ms: 60_000,
    headline: 'Your book is ready for your review.',
  });

  it("puts 'Ready for your review' on the line and links prominently to the proof, with the e-mail's token", async () => {
    renderAt('/order/status?order=ord_1&token=tok_abc', {
      'GET /api/orders/ord_1': () => ({ status: 404, body: { error: 'ORDER_NOT_FOUND', message: 'No such order.' } }),
      'GET /api/orders/ord_1/production?token=tok_abc': () => ({ body: waiting }),
      'GET /api/orders/ord_1/proof?token=tok_abc': () => ({ body: proofReply() }),
    });
    expect(await screen.findByRole('link', { name: 'Read and approve your book' })).toHaveAttribute(
      'href',
      '/order/proof?order=ord_1&token=tok_abc',
    );
    expect(stageStates().slice(2, 5)).toEqual([
      '✓Typesetting: done',
      '●Ready for your review: current',
      '○Ready for printing: upcoming',
    ]);
  });

  it('shows the review stage and the link while waiting even when the proof overview cannot be loaded (no choice then)', async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({ body: waiting }),
    });
    expect(await screen.findByText('Your book is ready for your review.', SUMMARY)).toBeInTheDocument();
    expect(stageStates()[3]).toBe('●Ready for your review: current');
    expect(screen.getByRole('link', { name: 'Read and approve your book' })).toHaveAttribute(
      'href',
      '/order/proof?order=ord_1',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("keeps today's line for a buyer who chose to print as soon as it's written", async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: production({
          stage: 'writing',
          chapters: { done: 3, total: 15 },
          poll_after_ms: 60_000,
          headline: 'Writing.',
        }),
      }),
      'GET /api/orders/ord_1/proof': () => ({
        body: proofReply({ state: 'not_ready', proof_choice: 'print_when_written', version: null }),
      }),
    });
    expect(await screen.findByRole('radio', { name: "Print it as soon as it's written" })).toBeChecked();
    expect(stageStates().map((line) => line.replace(/^.(.*):.*$/, '$1'))).not.toContain('Ready for your review');
  });

  it('lets the buyer change the choice until printing starts (PUT the choice), then shows the review stage ahead', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: production({
          stage: 'writing',
          chapters: { done: 3, total: 15 },
          poll_after_ms: 60_000,
          headline: 'Writing.',
        }),
      }),
      'GET /api/orders/ord_1/proof': () => ({
        body: proofReply({ state: 'not_ready', proof_choice: 'print_when_written', version: null }),
      }),
      'PUT /api/orders/ord_1/proof/choice': () => ({
        body: proofReply({ state: 'not_ready', proof_choice: 'review', version: null }),
      }),
    });
    await user.click(
      await screen.findByRole('radio', { name: "Let me read the whole book before it's printed (recommended)" }),
    );
    expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(sentBodies(fetchMock, 'PUT', '/api/orders/ord_1/proof/choice')).toEqual([{ proof_choice: 'review' }]);
    expect(
      screen.getByRole('radio', { name: "Let me read the whole book before it's printed (recommended)" }),
    ).toBeChecked();
    expect(stageStates()[3]).toBe('○Ready for your review: upcoming');
  });

  it('says why when the choice can no longer change (printing started), and offers no choice once printing started', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: production({ stage: 'typesetting', chapters, poll_after_ms: 60_000, headline: 'Typesetting.' }),
      }),
      'GET /api/orders/ord_1/proof': () => ({
        body: proofReply({ state: 'not_ready', proof_choice: 'review', version: null }),
      }),
      'PUT /api/orders/ord_1/proof/choice': () => ({
        status: 409,
        body: { error: 'PROOF_LOCKED', message: 'Printing has started: the choice can no longer change.' },
      }),
    });
    await user.click(await screen.findByRole('radio', { name: "Print it as soon as it's written" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Printing has started: the choice can no longer change.',
    );
  });

  it('offers no choice once the book is at the printer', async () => {
    renderAt('/order/status?order=ord_1', {
      'GET /api/orders/ord_1': () => ({ body: paidOrder() }),
      'GET /api/orders/ord_1/production': () => ({
        body: production({
          stage: 'sent_to_printer',
          chapters,
          poll_after_ms: null,
          headline: 'Your book has been sent to the printer.',
        }),
      }),
      'GET /api/orders/ord_1/proof': () => ({ body: proofReply({ state: 'approved', approved_version: 2 }) }),
    });
    expect(await screen.findByText('Your book has been sent to the printer.', SUMMARY)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(stageStates().slice(3, 5)).toEqual(['✓Ready for your review: done', '✓Ready for printing: done']);
  });
});
