import { useFormContext } from 'react-hook-form';
import { Select, TextField } from '@storyloom/kit/forms';
import {
  DELIVERY_COUNTRIES,
  hasSubdivisions,
  subdivisionsOf,
  type DeliveryCountryCode,
} from '@storyloom/contracts/delivery';
import { withCountry, type OrderForm } from '../lib/order-form.js';
import { phoneForCountry } from '../lib/phone-input.js';
import { useOrderField } from '../lib/use-order-field.js';
import { LIST_PLACEHOLDERS, SHIPPING_ADDRESS } from './address-fields.js';
import { Fieldset, Legend } from './ChoiceCards.js';

const COUNTRY_OPTIONS = DELIVERY_COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const { fields } = SHIPPING_ADDRESS;

/**
 * Shipping address: country first (it decides the list of states and the postal code's format), then state,
 * city, postal code, street and the optional apartment, sent as the address's second line.
 */
export function ShippingAddressSection() {
  const { getValues, setValue } = useFormContext<OrderForm>();
  // The state, the phone's layout and the postal code's format follow the country: a new one checks them again.
  const country = useOrderField('country', { deps: ['state', 'phone', 'postcode'] });
  const state = useOrderField('state');
  const city = useOrderField('city');
  const postcode = useOrderField('postcode');
  const street = useOrderField('street');
  const apartment = useOrderField('apartment');
  const states = country.value === '' ? [] : subdivisionsOf(country.value);
  const needsState = country.value !== '' && hasSubdivisions(country.value);

  /** A new country: its states differ, so the chosen one is cleared, and the phone takes the country's layout. */
  const chooseCountry = (code: DeliveryCountryCode | '') => {
    const next = withCountry(getValues(), code);
    setValue('state', next.state, { shouldDirty: true });
    setValue('phone', phoneForCountry(next.phone, code), { shouldDirty: true });
    country.onChange(code);
  };

  return (
    <Fieldset>
      <Legend>{SHIPPING_ADDRESS.legend}</Legend>
      <Select
        {...fields.country}
        id={country.id}
        autoComplete="country"
        placeholder={LIST_PLACEHOLDERS.country}
        options={COUNTRY_OPTIONS}
        value={country.value}
        error={country.error}
        onChange={(event) => chooseCountry(event.target.value as DeliveryCountryCode | '')}
        onBlur={country.onBlur}
      />
      {country.value === '' || needsState ? (
        <Select
          {...fields.state}
          id={state.id}
          autoComplete="address-level1"
          placeholder={country.value === '' ? LIST_PLACEHOLDERS.stateWithoutCountry : LIST_PLACEHOLDERS.state}
          disabled={country.value === ''}
          options={states.map((subdivision) => ({
            value: subdivision.code,
            label: `${subdivision.name} (${subdivision.code})`,
          }))}
          value={state.value}
          error={state.error}
          onChange={(event) => state.onChange(event.target.value)}
          onBlur={state.onBlur}
        />
      ) : null}
      <TextField
        {...fields.city}
        id={city.id}
        autoComplete="address-level2"
        value={city.value}
        error={city.error}
        onChange={(event) => city.onChange(event.target.value)}
        onBlur={city.onBlur}
      />
      <TextField
        {...fields.postcode}
        id={postcode.id}
        autoComplete="postal-code"
        inputMode={country.value === 'US' ? 'numeric' : 'text'}
        value={postcode.value}
        error={postcode.error}
        // US codes are digits only, as the product always asked; other countries keep their letters and spaces.
        onChange={(event) =>
          postcode.onChange(
            country.value === 'US' ? event.target.value.replace(/\D/g, '').slice(0, 9) : event.target.value,
          )
        }
        onBlur={postcode.onBlur}
      />
      <TextField
        {...fields.street}
        id={street.id}
        autoComplete="address-line1"
        value={street.value}
        error={street.error}
        onChange={(event) => street.onChange(event.target.value)}
        onBlur={street.onBlur}
      />
      <TextField
        {...fields.apartment}
        id={apartment.id}
        autoComplete="address-line2"
        value={apartment.value}
        error={apartment.error}
        onChange={(event) => apartment.onChange(event.target.value)}
      />
    </Fieldset>
  );
}
