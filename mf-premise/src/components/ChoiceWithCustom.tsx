import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CUSTOM_OPTION } from '@storyloom/contracts';
import { Select, TextField } from '@storyloom/kit/forms';

export interface ChoiceWithCustomProps {
  label: string;
  /** The built-in options, 'Custom...' included (contracts' option lists). */
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  customText: string;
  onCustomTextChange: (text: string) => void;
  placeholder: string;
  required?: boolean;
  error?: string;
  customError?: string;
  maxLength: number;
}

/**
 * A single choice with 'Custom...' (docs/product/step2-premise.md#choices): choosing it reveals a text box; Enter on
 * non-blank text makes the text the value and clears the box. A value of the visitor's own stays listed, so the
 * select shows it.
 */
export function ChoiceWithCustom(props: ChoiceWithCustomProps) {
  const {
    label,
    options,
    value,
    onChange,
    customText,
    onCustomTextChange,
    placeholder,
    required,
    error,
    customError,
    maxLength,
  } = props;
  const selectId = useId();
  const [returnFocus, setReturnFocus] = useState(false);
  const ownValue = value !== '' && !options.includes(value);
  const listed = ownValue ? [...options.filter((option) => option !== CUSTOM_OPTION), value, CUSTOM_OPTION] : options;

  useEffect(() => {
    // The text box disappears once its text becomes the value; focus goes back to the select, not to <body>.
    if (returnFocus) document.getElementById(selectId)?.focus();
    setReturnFocus(false);
  }, [returnFocus, selectId]);

  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter in a form would submit it; here it means "use this text".
    event.preventDefault();
    const text = customText.trim();
    if (text === '') return;
    onChange(text);
    onCustomTextChange('');
    setReturnFocus(true);
  };

  return (
    <>
      <Select
        id={selectId}
        label={label}
        required={required}
        error={error}
        placeholder={placeholder}
        options={listed}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value === CUSTOM_OPTION && (
        <TextField
          label={`Custom ${label.toLowerCase()}`}
          required={required}
          error={customError}
          hint="Press Enter to use it."
          autoComplete="off"
          maxLength={maxLength}
          value={customText}
          onChange={(event) => onCustomTextChange(event.target.value)}
          onKeyDown={commitOnEnter}
        />
      )}
    </>
  );
}
