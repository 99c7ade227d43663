import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetAccountStore, theme, useAccount } from '@storyloom/kit';
import { installFakeFetch, sentBodies } from '@storyloom/kit/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import AccountPage from './AccountPage.js';
import LoginPage from './LoginPage.js';
import ResetPasswordPage from './ResetPasswordPage.js';
import SignupPage from './SignupPage.js';
import VerifyEmailPage from './VerifyEmailPage.js';

const ada = { full_name: 'Ada Lovelace', email: 'ada@example.com', email_verified: false };
const pageview = () => ({ status: 204 });

/** Where the router is, and who the shared account store says is signed in. */
function Where() {
  const location = useLocation();
  const account = useAccount();
  return (
    <p data-testid="where">
      {location.pathname + location.search} as{' '}
      {account === undefined ? '?' : account === null ? 'nobody' : account.full_name}
    </p>
  );
}

function renderAt(url: string, path: string, page: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account pages', () => {
  afterEach(() => resetAccountStore());

  it('signup checks the fields as the contract does before sending anything', async () => {
    const fetchMock = installFakeFetch({ 'POST /api/analytics/pageview': pageview });
    renderAt('/signup', '/signup', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute('href', '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Full Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    type(/^Full Name/, 'Ada Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'short');
    type(/^Confirm Password/, 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/signup')).toEqual([]);
    expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([{ page: '/signup', title: 'Signup' }]);
  });

  it("signup shows the server's refusal beside the form and keeps the fields; then goes back to ?next=", async () => {
    let refuse = true;
    const fetchMock = installFakeFetch({
      'POST /api/analytics/pageview': pageview,
      'POST /api/auth/signup': () =>
        refuse
          ? {
              status: 400,
              body: { error: 'VALIDATION_FAILED', message: 'This password is too common. Please choose another.' },
            }
          : { body: { success: true, account: ada } },
    });
    renderAt('/signup?next=%2Fstep3', '/signup', <SignupPage />);
    type(/^Full Name/, 'Ada Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'password123');
    type(/^Confirm Password/, 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common. Please choose another.');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/step3 as Ada Lovelace');
    expect(sentBodies(fetchMock, 'POST', '/api/auth/signup')[1]).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'password123',
      confirm_password: 'password123',
    });
  });

  it("login shows the server's message, and never follows ?next= to another site", async () => {
    let refuse = true;
    installFakeFetch({
      'POST /api/analytics/pageview': pageview,
      'POST /api/auth/login': () =>
        refuse
          ? { status: 401, body: { error: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password.' } }
          : { body: { success: true, account: ada } },
    });
    renderAt('/login?next=%2F%2Fevil.example', '/login', <LoginPage />);
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute(
      'href',
      '/signup?next=%2F%2Fevil.example',
    );
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/account as Ada Lovelace');
  });

  it("'My orders' sends a visitor who is not logged in to the login page, which comes back", async () => {
    installFakeFetch({
      'POST /api/analytics/pageview': pageview,
      'GET /api/auth/me': () => ({ body: { account: null } }),
    });
    renderAt('/account', '/account', <AccountPage />);
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Faccount as nobody');
  });

  it("'My orders' lists each order with its status, links and 'Order another copy', and offers to resend the verification", async () => {
    const order = {
      order_id: 'ord_1',
      number: 'SL-1001',
      title: 'The Lantern of Gull Bay',
      placed_at: '2026-11-20T10:00:00.000Z',
      status_label: 'Shipped',
      tracking_url: 'https://tracking.example/1Z999',
      status_url: '/order/status?order=ord_1',
      quantity: 1,
      total_cents: 4999,
      digital_edition: {
        epub_url: '/api/orders/ord_1/digital-edition/epub?token=t',
        pdf_url: '/api/orders/ord_1/digital-edition/pdf?token=t',
      },
    };
    const fetchMock = installFakeFetch({
      'POST /api/analytics/pageview': pageview,
      'GET /api/auth/me': () => ({ body: { account: ada } }),
      'GET /api/account/orders': () => ({ body: { orders: [order] } }),
      'POST /api/auth/resend-verification': () => ({ body: { success: true, message: 'We sent you a new link.' } }),
      'POST /api/account/orders/ord_1/reorder': () => ({
        status: 409,
        body: { error: 'BOOK_UNAVAILABLE', message: 'This book can no longer be ordered.' },
      }),
    });
    renderAt('/account', '/account', <AccountPage />);
    const card = await screen.findByRole('listitem', { name: 'Order SL-1001' });
    expect(card).toHaveTextContent('The Lantern of Gull Bay');
    expect(card).toHaveTextContent('20 November 2026');
    expect(card).toHaveTextContent('Shipped');
    expect(screen.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      'https://tracking.example/1Z999',
    );
    expect(screen.getByRole('link', { name: 'Order status' })).toHaveAttribute('href', '/order/status?order=ord_1');
    expect(screen.getByRole('link', { name: 'Download EPUB' })).toHaveAttribute(
      'href',
      '/api/orders/ord_1/digital-edition/epub?token=t',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/orders/ord_1/digital-edition/pdf?token=t',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Order another copy' }));
    expect(await screen.findByText('This book can no longer be ordered.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/account/orders/ord_1/reorder')).toEqual([{}]);

    expect(screen.getByText(/Please verify your e-mail address/)).toHaveTextContent('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent you a new link.')).toBeInTheDocument();
  });

  it('verify-email spends the token once and signs the customer in', async () => {
    const fetchMock = installFakeFetch({
      'POST /api/analytics/pageview': pageview,
      'POST /api/auth/verify-email': () => ({ body: { success: true, account: { ...ada, email_verified: true } } }),
    });
    renderAt('/verify-email?token=tok123', '/verify-email', <VerifyEmailPage />);
    expect(await screen.findByText('Thank you: ada@example.com is verified.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/verify-email')).toEqual([{ token: 'tok123' }]);
  });

  it('reset-password checks the new password and shows an expired link as the server says', async () => {
    const fetchMock = installFakeFetch({
      'POST /api/analytics/pageview': pageview,
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: { error: 'TOKEN_INVALID', message: 'This link has expired or was already used.' },
      }),
    });
    renderAt('/reset-password?token=tok9', '/reset-password', <ResetPasswordPage />);
    type(/^Password/, 'a new password!');
    type(/^Confirm Password/, 'another one');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    type(/^Confirm Password/, 'a new password!');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/auth/reset-password')).toEqual([
        { token: 'tok9', password: 'a new password!', confirm_password: 'a new password!' },
      ]),
    );
  });
});
