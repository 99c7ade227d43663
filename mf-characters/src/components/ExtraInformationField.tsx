import { CHARACTER_LIMITS } from '@storyloom/contracts';
import { TextArea } from '@storyloom/kit/forms';

interface ExtraInformationFieldProps {
  value: string;
  onChange: (text: string) => void;
}

/**
 * Free text about the character; the kit's text area already has the 120 px minimum height
 * (docs/product/constants-and-prices.md#screen-constants).
 */
export function ExtraInformationField({ value, onChange }: ExtraInformationFieldProps) {
  return (
    <TextArea
      label="Extra information"
      hint="Anything else the story should know: looks, habits, a favourite phrase..."
      maxLength={CHARACTER_LIMITS.extraInfoMaxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
