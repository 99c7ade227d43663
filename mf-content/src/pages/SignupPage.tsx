import {
  ACCOUNT_API,
  ACCOUNT_PAGES,
  PASSWORD_MIN_LENGTH,
  signupRequestSchema,
  type AccountReply,
} from '@storyloom/contracts';
import { apiPost, setAccount, usePageview } from '@storyloom/kit';
import { TextField } from '@storyloom/kit/forms';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountForm, messageOf } from '../account/AccountForm.js';
import { checkForm, hasErrors, type FieldErrors } from '../account/form-errors.js';
import { safeNextPath } from '../account/next-path.js';
import { InfoPage } from '../components/InfoPage.js';

type Field = 'full_name' | 'email' | 'password' | 'confirm_password';
const REQUIRED: Record<Field, string> = {
  full_name: 'Full Name',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm Password',
};

/**
 * /signup (docs/product/accounts.md#the-signup-page): Full Name, Email, Password, Confirm Password, the Sign Up button,
 * 'Already have an account? Login'. Creates the account, keeps the visitor's draft, sends the verification e-mail and
 * goes back to `?next=` or to 'My orders'.
 */
export default function SignupPage() {
  usePageview('/signup', 'Signup');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [values, setValues] = useState<Record<Field, string>>({
    full_name: '',
    email: '',
    password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = async () => {
    const found = checkForm(signupRequestSchema, values, REQUIRED);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const reply = await apiPost<AccountReply>(ACCOUNT_API.signup, values);
      setAccount(reply.account);
      navigate(safeNextPath(next), { replace: true });
    } catch (error) {
      setServerError(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <InfoPage title="Sign Up">
      <AccountForm
        name="Sign Up"
        submitLabel="Sign Up"
        busy={busy}
        error={serverError}
        onSubmit={submit}
        links={
          <Link to={next ? `${ACCOUNT_PAGES.login}?next=${encodeURIComponent(next)}` : ACCOUNT_PAGES.login}>
            Already have an account? Login
          </Link>
        }
      >
        <TextField
          label="Full Name"
          name="full_name"
          autoComplete="name"
          required
          value={values.full_name}
          error={errors.full_name}
          onChange={change('full_name')}
        />
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
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          onChange={change('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={values.confirm_password}
          error={errors.confirm_password}
          onChange={change('confirm_password')}
        />
      </AccountForm>
    </InfoPage>
  );
}
