import type { OrderField } from '../lib/order-form.js';

// The labels and hints of /step5's contact and address fields, in one place for the fields themselves (loaded after
// the first paint, with their checks) and for the placeholder drawn meanwhile, so the two take the same room.

export interface FieldLook {
  label: string;
  required?: boolean;
  hint?: string;
}

export const CLIENT_DETAILS = {
  legend: 'Client details',
  fields: {
    firstName: { label: 'First name', required: true },
    lastName: { label: 'Last name' },
    email: { label: 'E-mail', required: true, hint: 'Your order confirmation is sent here.' },
    phone: { label: 'Phone', required: true },
  },
} as const satisfies { legend: string; fields: Partial<Record<OrderField, FieldLook>> };

export const SHIPPING_ADDRESS = {
  legend: 'Shipping address',
  fields: {
    country: { label: 'Country', required: true },
    state: { label: 'State / province / region', required: true },
    city: { label: 'City', required: true },
    postcode: { label: 'Postal code', required: true },
    street: { label: 'Street', required: true },
    apartment: { label: 'Apartment number' },
  },
} as const satisfies { legend: string; fields: Partial<Record<OrderField, FieldLook>> };

/** The phone's hint: ten digits where the number is national (the US and Canada, and before a country is chosen). */
export const PHONE_HINTS = {
  tenDigits: 'US and Canada: 10 digits, shown as (xxx) xxx-xxxx.',
  international: 'With the country code, e.g. +44 20 7946 0958.',
};

/** What the country and state lists say before a choice (the states' list waits for a country). */
export const LIST_PLACEHOLDERS = {
  country: 'Select a country',
  stateWithoutCountry: 'Select a country first',
  state: 'Select a state, province or region',
};
