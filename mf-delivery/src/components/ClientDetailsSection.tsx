import { useWatch } from 'react-hook-form';
import { TextField } from '@storyloom/kit/forms';
import { isTenDigitPhoneCountry } from '@storyloom/contracts/delivery';
import type { OrderForm } from '../lib/order-form.js';
import { phoneAsTyped } from '../lib/phone-input.js';
import { useOrderField } from '../lib/use-order-field.js';
import { CLIENT_DETAILS, PHONE_HINTS } from './address-fields.js';
import { Fieldset, Legend } from './ChoiceCards.js';

const { fields } = CLIENT_DETAILS;

/** Client details: first name, last name (optional), e-mail and phone (docs/product/step5-delivery.md). */
export function ClientDetailsSection() {
  const country = useWatch<OrderForm, 'country'>({ name: 'country' });
  const firstName = useOrderField('firstName');
  const lastName = useOrderField('lastName');
  const email = useOrderField('email');
  const phone = useOrderField('phone');
  const tenDigits = country === '' || isTenDigitPhoneCountry(country);
  return (
    <Fieldset>
      <Legend>{CLIENT_DETAILS.legend}</Legend>
      <TextField
        {...fields.firstName}
        id={firstName.id}
        autoComplete="given-name"
        value={firstName.value}
        error={firstName.error}
        onChange={(event) => firstName.onChange(event.target.value)}
        onBlur={firstName.onBlur}
      />
      <TextField
        {...fields.lastName}
        id={lastName.id}
        autoComplete="family-name"
        value={lastName.value}
        error={lastName.error}
        onChange={(event) => lastName.onChange(event.target.value)}
      />
      <TextField
        {...fields.email}
        id={email.id}
        type="email"
        autoComplete="email"
        value={email.value}
        error={email.error}
        onChange={(event) => email.onChange(event.target.value.replace(/\s/g, ''))}
        onBlur={email.onBlur}
      />
      <TextField
        {...fields.phone}
        id={phone.id}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={phone.value}
        error={phone.error}
        hint={tenDigits ? PHONE_HINTS.tenDigits : PHONE_HINTS.international}
        onChange={(event) => phone.onChange(phoneAsTyped(phone.value, event.target.value, country))}
        onBlur={phone.onBlur}
      />
    </Fieldset>
  );
}
