import { ACCOUNT_API, ACCOUNT_PAGES, type AccountReply } from '@storyloom/contracts';
import { Spinner, apiPost, setAccount, usePageview } from '@storyloom/kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormMessage, messageOf } from '../account/AccountForm.js';
import { InfoPage } from '../components/InfoPage.js';

type State = { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'failed'; message: string };

/**
 * /verify-email?token= (docs/product/accounts.md#the-verification-page): the e-mailed link. Verifies the address once
 * (the token is single-use and expires), signs the customer in and offers 'My orders'.
 */
export default function VerifyEmailPage() {
  usePageview('/verify-email', 'Verify your e-mail');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(
    token
      ? { kind: 'checking' }
      : { kind: 'failed', message: 'This link has no verification code. Open the link from the e-mail we sent you.' },
  );
  // One attempt per token: a development double-mount must not spend the single-use token twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    apiPost<AccountReply>(ACCOUNT_API.verifyEmail, { token })
      .then((reply) => {
        setAccount(reply.account);
        setState({ kind: 'verified', email: reply.account.email });
      })
      .catch((error: unknown) => setState({ kind: 'failed', message: messageOf(error) }));
  }, [token]);

  return (
    <InfoPage title="Verify your e-mail">
      {state.kind === 'checking' ? (
        <p>
          <Spinner /> Checking your link…
        </p>
      ) : null}
      {state.kind === 'verified' ? (
        <>
          <FormMessage role="status" $tone="success">
            Thank you: {state.email} is verified.
          </FormMessage>
          <Link to={ACCOUNT_PAGES.account}>Go to My orders</Link>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <FormMessage role="alert">{state.message}</FormMessage>
          <p>
            You can ask for a new link on <Link to={ACCOUNT_PAGES.account}>My orders</Link> once you are logged in.
          </p>
        </>
      ) : null}
    </InfoPage>
  );
}
