import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FieldFrame, controlLook, type FieldFrameProps } from './FormField.js';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
`;
const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlLook}
  resize: vertical;
  min-height: 120px;
`;

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled single-line input (text, email, password, number...). */
export function TextField({ label, error, hint, required, id, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id}>
      {({ controlId, describedBy, invalid }) => (
        <Input
          id={controlId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          $invalid={invalid}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}

export type TextAreaProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input (minimum height 120 px, docs/product/constants-and-prices.md#screen-constants). */
export function TextArea({ label, error, hint, required, id, ...areaProps }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id}>
      {({ controlId, describedBy, invalid }) => (
        <Area
          id={controlId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          $invalid={invalid}
          {...areaProps}
        />
      )}
    </FieldFrame>
  );
}
