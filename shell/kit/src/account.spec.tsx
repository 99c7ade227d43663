import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_API } from '@storyloom/contracts';
import { installFakeFetch } from '../testing/fake-fetch.js';
import { ACCOUNT_LOGOUT_PATH, ACCOUNT_ME_PATH, logOut, resetAccountStore, setAccount, useAccount } from './account.js';

const ada = { full_name: 'Ada Lovelace', email: 'ada@example.com', email_verified: false };

function Who() {
  const account = useAccount();
  return <p>{account === undefined ? 'checking' : account === null ? 'nobody' : account.full_name}</p>;
}

describe('account store', () => {
  afterEach(() => resetAccountStore());

  it("uses the contract's paths", () => {
    expect(ACCOUNT_ME_PATH).toBe(ACCOUNT_API.me);
    expect(ACCOUNT_LOGOUT_PATH).toBe(ACCOUNT_API.logout);
  });

  it('asks the server once who is signed in and shares the answer with every reader', async () => {
    const fetchMock = installFakeFetch({ 'GET /api/auth/me': () => ({ body: { account: ada } }) });
    render(
      <>
        <Who />
        <Who />
      </>,
    );
    expect(screen.getAllByText('checking')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('Ada Lovelace')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts a failed check as nobody, and follows login and logout', async () => {
    installFakeFetch({
      'GET /api/auth/me': () => ({ status: 500, body: { error: 'INTERNAL', message: 'boom' } }),
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out.' } }),
    });
    render(<Who />);
    await screen.findByText('nobody');
    act(() => setAccount(ada));
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    await act(() => logOut());
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});
