import { Select, TextField, type FieldFrameProps } from '@storyloom/kit/forms';
import { CLIENT_DETAILS, LIST_PLACEHOLDERS, PHONE_HINTS, SHIPPING_ADDRESS, type FieldLook } from './address-fields.js';
import { Fieldset, Legend } from './ChoiceCards.js';

const LISTS: Record<string, string> = {
  country: LIST_PLACEHOLDERS.country,
  state: LIST_PLACEHOLDERS.stateWithoutCountry,
};

function Placeholder({ name, look }: { name: string; look: FieldLook }) {
  const frame: FieldFrameProps = { ...look, hint: name === 'phone' ? PHONE_HINTS.tenDigits : look.hint };
  return name in LISTS ? (
    <Select {...frame} disabled options={[]} placeholder={LISTS[name]} />
  ) : (
    <TextField {...frame} disabled />
  );
}

/**
 * What stands in for the contact and address sections while their code loads: the same fieldsets, labels, hints
 * and boxes (empty, disabled), so the sections take exactly this room when they arrive and nothing below them
 * moves (CLS). Hidden from assistive technology and out of the tab order: it is a drawing, not a form.
 */
export function AddressSkeleton() {
  return (
    <div aria-hidden="true" inert>
      {[CLIENT_DETAILS, SHIPPING_ADDRESS].map((section) => (
        <Fieldset key={section.legend}>
          <Legend>{section.legend}</Legend>
          {Object.entries(section.fields).map(([name, look]) => (
            <Placeholder key={name} name={name} look={look} />
          ))}
        </Fieldset>
      ))}
    </div>
  );
}
