import { TextField } from '@storyloom/kit/forms';
import { isTenDigitPhoneCountry } from '@storyloom/contracts/delivery';
import type { OrderErrors, OrderField, OrderForm } from '../lib/order-form.js';
import { Fieldset, Legend } from './ChoiceCards.js';

export interface SectionProps {
  form: OrderForm;
  errors: OrderErrors;
  onChange: <F extends OrderField>(field: F, value: OrderForm[F]) => void;
  onBlur: (field: OrderField) => void;
}

/** Client details: first name, last name (optional), e-mail and phone (docs/product/step5-delivery.md). */
export function ClientDetailsSection({ form, errors, onChange, onBlur }: SectionProps) {
  const tenDigits = form.country === '' || isTenDigitPhoneCountry(form.country);
  return (
    <Fieldset>
      <Legend>Client details</Legend>
      <TextField
        id="order-firstName"
        label="First name"
        required
        autoComplete="given-name"
        value={form.firstName}
        error={errors.firstName}
        onChange={(event) => onChange('firstName', event.target.value)}
        onBlur={() => onBlur('firstName')}
      />
      <TextField
        id="order-lastName"
        label="Last name"
        autoComplete="family-name"
        value={form.lastName}
        error={errors.lastName}
        onChange={(event) => onChange('lastName', event.target.value)}
      />
      <TextField
        id="order-email"
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        error={errors.email}
        hint="Your order confirmation is sent here."
        onChange={(event) => onChange('email', event.target.value.replace(/\s/g, ''))}
        onBlur={() => onBlur('email')}
      />
      <TextField
        id="order-phone"
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        value={form.phone}
        error={errors.phone}
        hint={tenDigits ? 'US and Canada: 10 digits, shown as (xxx) xxx-xxxx.' : 'With the country code, e.g. +44 20 7946 0958.'}
        onChange={(event) => onChange('phone', event.target.value)}
        onBlur={() => onBlur('phone')}
      />
    </Fieldset>
  );
}
