import { TextArea } from '@storyloom/kit/forms';
import { DEDICATION_MAX_LENGTH } from '../lib/order-form.js';
import { useOrderField } from '../lib/use-order-field.js';

/** An optional dedication, printed on its own page at the front of the book (docs/product/step5-delivery.md). */
export function DedicationField() {
  const dedication = useOrderField('dedication');
  return (
    <TextArea
      id={dedication.id}
      label="Dedication (optional)"
      rows={3}
      maxLength={DEDICATION_MAX_LENGTH}
      value={dedication.value}
      error={dedication.error}
      hint={`Printed on its own page at the front of the book. ${dedication.value.length}/${DEDICATION_MAX_LENGTH} characters.`}
      onChange={(event) => dedication.onChange(event.target.value)}
      onBlur={dedication.onBlur}
    />
  );
}
