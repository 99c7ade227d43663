import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Box = styled.input`
  width: 20px;
  height: 20px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.error};
`;

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: ReactNode;
  /** `radio` for one-of-many choices that share a `name`; default `checkbox`. */
  type?: 'checkbox' | 'radio';
};

/** A labelled checkbox (or radio): the label is clickable and the error sits right below. */
export function Checkbox({ label, error, id, type = 'checkbox', ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <>
      <Row>
        <Box id={controlId} type={type} aria-invalid={error ? true : undefined} {...inputProps} />
        <label htmlFor={controlId}>{label}</label>
      </Row>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </>
  );
}
