import { useId, type ReactNode } from 'react';
import { styled, css } from 'styled-components';

/** Ids tying a control to its label and its error/hint text, so screen readers announce them together. */
export interface FieldIds {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Error text shown in red under the control; also gives the control a red border and aria-invalid. */
  error?: ReactNode;
  /** Helper text shown under the control when there is no error. */
  hint?: ReactNode;
  required?: boolean;
  id?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
`;

/** The look shared by inputs, text areas and selects; `$invalid` turns the border red. */
export const controlLook = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.5)};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-width: ${({ $invalid }) => ($invalid ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.small};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  &:disabled { opacity: 0.6; }
`;

/** Label above, control, then error (or hint) below: the one layout every kit field uses. */
export function FieldFrame({
  label,
  error,
  hint,
  required,
  id,
  children,
}: FieldFrameProps & { children: (ids: FieldIds) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const message = hasError ? error : hint;
  return (
    <Wrapper>
      <Label htmlFor={controlId}>
        {label}
        {required ? ' *' : null}
      </Label>
      {children({ controlId, describedBy: message ? messageId : undefined, invalid: hasError })}
      {message ? (
        <Message id={messageId} $error={hasError} role={hasError ? 'alert' : undefined}>
          {message}
        </Message>
      ) : null}
    </Wrapper>
  );
}
