import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storyloom/kit';
import { installFakeFetch, type FakeReply } from '@storyloom/kit/testing';
import { ORDER_FORM_CACHE_KEY } from '../lib/form-cache.js';
import OrderStatusPage from './OrderStatusPage.js';
import OrderSuccessPage from './OrderSuccessPage.js';

const paidOrder = (change: Record<string, unknown> = {}) => ({
  id: 'ord_1',
  number: 'SL-3F9A2C1B',
  status: 'paid',
  email: 'ada@example.com',
  title: 'The Lantern of Gull Bay',
  item: { item_type: 'hardcover_big', binding_type: 'hardcover', book_size: 'big', paper_color: 'cream', quantity: 3, extra_copies: 2, shipping_level: 'GROUND_HD' },
  dedication: 'For Mia, from Grandma',
  ship_to: { name: 'Ada Lovelace', city: 'London', country_code: 'GB' },
  amounts: { base_cents: 4999, size_surcharge_cents: 500, extra_copies_cents: 9598, shipping_cents: 1499, total_cents: 16596, currency: 'usd' },
  created_at: '2026-11-23T17:00:00.000Z',
  paid_at: '2026-11-23T17:01:00.000Z',
  ...change,
});

beforeEach(() => localStorage.clear());

function renderAt(url: string, routes: Record<string, () => FakeReply>) {
  installFakeFetch({ 'POST /api/analytics/pageview': () => ({ status: 204 }), ...routes });
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
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('OrderSuccessPage', () => {
  it('shows the order number, what was bought, the total paid and the e-mail, and links to the status page', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ORDER_FORM_CACHE_KEY, JSON.stringify({ firstName: 'Ada', dedication: 'For Mia' }));
    renderAt('/order/success?order=ord_1', { 'GET /api/orders/ord_1': () => ({ body: paidOrder() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(await screen.findByText('Your payment was received. A confirmation was sent to ada@example.com.')).toBeInTheDocument();
    expect(fact('Order number')).toHaveTextContent('SL-3F9A2C1B');
    const bought = within(fact('What you bought') as HTMLElement).getAllByRole('listitem').map((item) => item.textContent);
    expect(bought).toEqual([
      '“The Lantern of Gull Bay”',
      'Hardcover book, size L (40 chapters), cream pages',
      '3 copies (2 extra)',
      'Expedited shipping to Ada Lovelace, London, GB',
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
    expect(await screen.findByText(/Your payment was received/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fact('Total paid')).toHaveTextContent('$165.96');
  });

  it("shows the server's message for an order that is not the visitor's", async () => {
    renderAt('/order/success?order=ord_x', { 'GET /api/orders/ord_x': () => ({ status: 404, body: { error: 'ORDER_NOT_FOUND', message: 'No such order.' } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such order.');
  });

  it('says what to do when the address names no order', () => {
    renderAt('/order/success', {});
    expect(screen.getByRole('alert')).toHaveTextContent('No order was named in this address.');
  });
});

describe('OrderStatusPage', () => {
  it('shows a cancelled order as cancelled', async () => {
    renderAt('/order/status?order=ord_1', { 'GET /api/orders/ord_1': () => ({ body: paidOrder({ status: 'cancelled', paid_at: null }) }) });
    expect(await screen.findByText('Cancelled', { selector: 'dd' })).toBeInTheDocument();
    expect(fact('Total')).toHaveTextContent('$165.96');
  });
});
