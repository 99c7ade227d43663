import { ApiRequestError, apiPost, Button } from '@storyloom/kit';
import { TextArea, TextField } from '@storyloom/kit/forms';
import type { ContactReply } from '@storyloom/contracts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { InfoPage } from '../components/InfoPage.js';

export const CONTACT_PATH = '/api/contact';

type Field = 'first_name' | 'last_name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
const EMPTY: Values = { first_name: '', last_name: '', email: '', subject: '', message: '' };

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
`;

const Alert = styled.p<{ $kind: 'error' | 'success' }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  border-left: 4px solid ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.error : theme.colors.success)};
  background: ${({ $kind }) => ($kind === 'error' ? '#fdecea' : '#edf7ed')};
`;

/** Field errors from the API's VALIDATION_FAILED details ([{ path, message }]). */
function fieldErrors(error: unknown): Partial<Values> {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.details)) return {};
  const errors: Partial<Values> = {};
  for (const issue of error.details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof issue.path === 'string' && typeof issue.message === 'string' && issue.path in EMPTY)
      errors[issue.path as Field] ??= issue.message;
  }
  return errors;
}

/**
 * /contact: 'Send Us a Message'. Unlike the original form it really sends: POST /api/contact stores the message and
 * e-mails it to support. Success shows a confirmation with the reference; a failure keeps what was typed and says why.
 */
export default function ContactPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<{ reference: string; firstName: string; email: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const reply = await apiPost<ContactReply>(CONTACT_PATH, values);
      setSent({ reference: reply.reference, firstName: values.first_name.trim(), email: values.email.trim() });
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length > 0)
        setFailure('Your message was not sent: please check the fields marked below.');
      else
        setFailure(
          error instanceof ApiRequestError ? error.message : 'Your message could not be sent. Please try again.',
        );
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <InfoPage title="Send Us a Message">
        <Alert $kind="success" role="status">
          Thank you, {sent.firstName}! Your message has reached our support team (reference {sent.reference}). We will
          reply to {sent.email}.
        </Alert>
        <Button variant="secondary" onClick={() => setSent(undefined)}>
          Send another message
        </Button>
      </InfoPage>
    );
  }

  return (
    <InfoPage title="Send Us a Message">
      <form onSubmit={submit} aria-label="Send Us a Message">
        {failure ? (
          <Alert $kind="error" role="alert" tabIndex={-1} ref={alertRef}>
            {failure}
          </Alert>
        ) : null}
        <Row>
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            value={values.first_name}
            onChange={change('first_name')}
            error={errors.first_name}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={change('last_name')}
            error={errors.last_name}
          />
        </Row>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Subject"
          name="subject"
          value={values.subject}
          onChange={change('subject')}
          error={errors.subject}
        />
        <TextArea
          label="Your message"
          name="message"
          placeholder="Describe your issue"
          required
          rows={6}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
        />
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Send message
        </Button>
      </form>
    </InfoPage>
  );
}
