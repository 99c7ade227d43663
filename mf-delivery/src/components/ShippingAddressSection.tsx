import { Select, TextField } from '@storyloom/kit/forms';
import { DELIVERY_COUNTRIES, hasSubdivisions, subdivisionsOf, type DeliveryCountryCode } from '@storyloom/contracts/delivery';
import { Fieldset, Legend } from './ChoiceCards.js';
import type { SectionProps } from './ClientDetailsSection.js';

const COUNTRY_OPTIONS = DELIVERY_COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/**
 * Shipping address: country first (it decides the list of states and the postal code's format), then state,
 * city, postal code, street and the optional apartment, sent as the address's second line.
 */
export function ShippingAddressSection({ form, errors, onChange, onBlur, onCountryChange }: SectionProps & { onCountryChange: (country: DeliveryCountryCode | '') => void }) {
  const states = form.country === '' ? [] : subdivisionsOf(form.country);
  const needsState = form.country !== '' && hasSubdivisions(form.country);
  return (
    <Fieldset>
      <Legend>Shipping address</Legend>
      <Select
        id="order-country"
        label="Country"
        required
        autoComplete="country"
        placeholder="Select a country"
        options={COUNTRY_OPTIONS}
        value={form.country}
        error={errors.country}
        onChange={(event) => onCountryChange(event.target.value as DeliveryCountryCode | '')}
        onBlur={() => onBlur('country')}
      />
      {form.country === '' || needsState ? (
        <Select
          id="order-state"
          label="State / province / region"
          required
          autoComplete="address-level1"
          placeholder={form.country === '' ? 'Select a country first' : 'Select a state, province or region'}
          disabled={form.country === ''}
          options={states.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }))}
          value={form.state}
          error={errors.state}
          onChange={(event) => onChange('state', event.target.value)}
          onBlur={() => onBlur('state')}
        />
      ) : null}
      <TextField
        id="order-city"
        label="City"
        required
        autoComplete="address-level2"
        value={form.city}
        error={errors.city}
        onChange={(event) => onChange('city', event.target.value)}
        onBlur={() => onBlur('city')}
      />
      <TextField
        id="order-postcode"
        label="Postal code"
        required
        autoComplete="postal-code"
        inputMode={form.country === 'US' ? 'numeric' : 'text'}
        value={form.postcode}
        error={errors.postcode}
        // US codes are digits only, as the product always asked; other countries keep their letters and spaces.
        onChange={(event) => onChange('postcode', form.country === 'US' ? event.target.value.replace(/\D/g, '').slice(0, 9) : event.target.value)}
        onBlur={() => onBlur('postcode')}
      />
      <TextField
        id="order-street"
        label="Street"
        required
        autoComplete="address-line1"
        value={form.street}
        error={errors.street}
        onChange={(event) => onChange('street', event.target.value)}
        onBlur={() => onBlur('street')}
      />
      <TextField
        id="order-apartment"
        label="Apartment number"
        autoComplete="address-line2"
        value={form.apartment}
        error={errors.apartment}
        onChange={(event) => onChange('apartment', event.target.value)}
      />
    </Fieldset>
  );
}
