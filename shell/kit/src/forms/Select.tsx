import type { SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FieldFrame, controlLook, type FieldFrameProps } from './FormField.js';

const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlLook}
`;

/** An option as the contract lists them: a plain string, or `{ value, label }`. */
export type SelectOption = string | { readonly value: string | number; readonly label: string };

export type SelectProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: ReadonlyArray<SelectOption>;
    /** Shown as a first, empty choice (e.g. 'Select a genre'). */
    placeholder?: string;
  };

const optionValue = (option: SelectOption) => (typeof option === 'string' ? option : String(option.value));
const optionLabel = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/** A labelled native select: accessible and mobile-friendly without extra code. */
export function Select({ label, error, hint, required, id, options, placeholder, ...selectProps }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id}>
      {({ controlId, describedBy, invalid }) => (
        <NativeSelect
          id={controlId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          $invalid={invalid}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldFrame>
  );
}
