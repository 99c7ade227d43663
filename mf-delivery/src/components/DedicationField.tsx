import { TextArea } from '@storyloom/kit/forms';
import { DEDICATION_MAX_LENGTH } from '../lib/order-form.js';
import type { SectionProps } from './ClientDetailsSection.js';

/** An optional dedication, printed on its own page at the front of the book (docs/product/step5-delivery.md). */
export function DedicationField({ form, errors, onChange, onBlur }: SectionProps) {
  return (
    <TextArea
      id="order-dedication"
      label="Dedication (optional)"
      rows={3}
      maxLength={DEDICATION_MAX_LENGTH}
      value={form.dedication}
      error={errors.dedication}
      hint={`Printed on its own page at the front of the book. ${form.dedication.length}/${DEDICATION_MAX_LENGTH} characters.`}
      onChange={(event) => onChange('dedication', event.target.value)}
      onBlur={() => onBlur('dedication')}
    />
  );
}
