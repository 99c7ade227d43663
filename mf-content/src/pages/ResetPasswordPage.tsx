import {
  ACCOUNT_API,
  ACCOUNT_PAGES,
  PASSWORD_MIN_LENGTH,
  resetPasswordRequestSchema,
  type AccountMessageReply,
} from '@storyloom/contracts';
import { apiPost, usePageview } from '@storyloom/kit';
import { TextField } from '@storyloom/kit/forms';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountForm, FormMessage, messageOf } from '../account/AccountForm.js';
import { checkForm, hasErrors, type FieldErrors } from '../account/form-errors.js';
import { InfoPage } from '../components/InfoPage.js';

type Field = 'password' | 'confirm_password';

/**
 * /reset-password?token= (docs/product/accounts.md#the-password-reset-pages): the e-mailed link. Sets a new password with the
 * single-use token, then sends the customer to log in with it.
 */
export default function ResetPasswordPage() {
  usePageview('/reset-password', 'Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = async () => {
    const found = checkForm(
      resetPasswordRequestSchema,
      { ...values, token: token || 'missing' },
      { password: 'Password', confirm_password: 'Confirm Password', token: 'Token' },
    );
    const fieldErrors: FieldErrors<Field> = { password: found.password, confirm_password: found.confirm_password };
    setErrors(fieldErrors);
    setServerError(null);
    if (hasErrors(fieldErrors)) return;
    setBusy(true);
    try {
      const reply = await apiPost<AccountMessageReply>(ACCOUNT_API.resetPassword, { token, ...values });
      setDone(reply.message);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <InfoPage title="Choose a new password">
      {!token ? (
        <>
          <FormMessage role="alert">
            This link has no reset code. Open the link from the e-mail we sent you, or ask for a new one.
          </FormMessage>
          <Link to={ACCOUNT_PAGES.forgotPassword}>Forgot your password?</Link>
        </>
      ) : done ? (
        <>
          <FormMessage role="status" $tone="success">
            {done}
          </FormMessage>
          <Link to={ACCOUNT_PAGES.login}>Login</Link>
        </>
      ) : (
        <AccountForm
          name="Choose a new password"
          submitLabel="Save new password"
          busy={busy}
          error={serverError}
          onSubmit={submit}
          links={<Link to={ACCOUNT_PAGES.forgotPassword}>Ask for a new link</Link>}
        >
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
      )}
    </InfoPage>
  );
}
