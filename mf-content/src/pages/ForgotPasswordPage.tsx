import {
  ACCOUNT_API,
  ACCOUNT_PAGES,
  forgotPasswordRequestSchema,
  type AccountMessageReply,
} from '@storyloom/contracts';
import { apiPost, usePageview } from '@storyloom/kit';
import { TextField } from '@storyloom/kit/forms';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountForm, FormMessage, messageOf } from '../account/AccountForm.js';
import { checkForm, hasErrors, type FieldErrors } from '../account/form-errors.js';
import { InfoPage } from '../components/InfoPage.js';

type Field = 'email';

/**
 * /forgot-password (docs/product/accounts.md#the-password-reset-pages): asks for a reset link. The answer is the same whether
 * or not the address has an account.
 */
export default function ForgotPasswordPage() {
  usePageview('/forgot-password', 'Forgot your password');
  const [values, setValues] = useState<Record<Field, string>>({ email: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = checkForm(forgotPasswordRequestSchema, values, { email: 'Email' });
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const reply = await apiPost<AccountMessageReply>(ACCOUNT_API.forgotPassword, values);
      setSent(reply.message);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <InfoPage title="Forgot your password?">
      {sent ? (
        <>
          <FormMessage role="status" $tone="success">
            {sent}
          </FormMessage>
          <Link to={ACCOUNT_PAGES.login}>Back to Login</Link>
        </>
      ) : (
        <AccountForm
          name="Forgot your password?"
          submitLabel="Send reset link"
          busy={busy}
          error={serverError}
          onSubmit={submit}
          links={<Link to={ACCOUNT_PAGES.login}>Back to Login</Link>}
        >
          <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => setValues({ email: event.target.value })}
          />
        </AccountForm>
      )}
    </InfoPage>
  );
}
