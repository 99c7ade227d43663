import { Button } from '@storyloom/kit';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';

const Form = styled.form`
  max-width: 460px;
  margin: 0 auto;
`;

/** The server's answer to a refused form, beside the form (the fields keep what the visitor typed). */
export const FormMessage = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.primary : theme.colors.error)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.text : theme.colors.error)};
  background: ${({ theme }) => theme.colors.surface};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

export interface AccountFormProps {
  /** The form's accessible name (the page title). */
  name: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, or another message to show above the button. */
  error?: string | null;
  onSubmit: () => void;
  children: ReactNode;
  /** Links under the button ('Don't have an account? Sign up'...). */
  links?: ReactNode;
}

/** One account form: fields, the server's message, the submit button, links. The browser's own checks are off: the contract's are shown per field. */
export function AccountForm({ name, submitLabel, busy, error, onSubmit, children, links }: AccountFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Form aria-label={name} noValidate onSubmit={submit}>
      {children}
      {error ? <FormMessage role="alert">{error}</FormMessage> : null}
      <Footer>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {links}
      </Footer>
    </Form>
  );
}

/** The message a refused call shows: the API's own words, or a plain fallback when the server could not be reached. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
