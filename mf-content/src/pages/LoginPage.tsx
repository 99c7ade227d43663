import { ACCOUNT_API, ACCOUNT_PAGES, loginRequestSchema, type AccountReply } from '@storyloom/contracts';
import { apiPost, setAccount, usePageview } from '@storyloom/kit';
import { TextField } from '@storyloom/kit/forms';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountForm, messageOf } from '../account/AccountForm.js';
import { checkForm, hasErrors, type FieldErrors } from '../account/form-errors.js';
import { safeNextPath } from '../account/next-path.js';
import { InfoPage } from '../components/InfoPage.js';

type Field = 'email' | 'password';
const REQUIRED: Record<Field, string> = { email: 'Email', password: 'Password' };

/**
 * /login (docs/product/accounts.md#the-login-page): Email and Password, the Login button, 'Don't have an account? Sign up'.
 * Signs the visitor in (their current draft stays theirs) and goes back to `?next=` or to 'My orders'.
 */
export default function LoginPage() {
  usePageview('/login', 'Login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = async () => {
    const found = checkForm(loginRequestSchema, values, REQUIRED);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const reply = await apiPost<AccountReply>(ACCOUNT_API.login, values);
      setAccount(reply.account);
      navigate(safeNextPath(next), { replace: true });
    } catch (error) {
      setServerError(messageOf(error));
      setBusy(false);
    }
  };

  const withNext = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
  return (
    <InfoPage title="Login">
      <AccountForm
        name="Login"
        submitLabel="Login"
        busy={busy}
        error={serverError}
        onSubmit={submit}
        links={
          <>
            <Link to={withNext(ACCOUNT_PAGES.signup)}>Don&apos;t have an account? Sign up</Link>
            <Link to={ACCOUNT_PAGES.forgotPassword}>Forgot your password?</Link>
          </>
        }
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={change('password')}
        />
      </AccountForm>
    </InfoPage>
  );
}
