import { joinCommaList, normaliseCommaList } from '@storyloom/contracts';
import { TextField } from '@storyloom/kit/forms';

interface CommaListFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
}

/**
 * A list typed as comma-separated text (legacy form, docs/product/step1-characters.md#oldstep1-the-legacy-form).
 * Leaving the box tidies it to the form it will be saved in ('a,, b ' -> 'a, b'), so the visitor sees exactly what is
 * kept.
 */
export function CommaListField({ label, value, onChange, placeholder }: CommaListFieldProps) {
  return (
    <TextField
      label={label}
      required
      hint="Separate entries with commas"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onChange(joinCommaList(normaliseCommaList(value)))}
    />
  );
}
