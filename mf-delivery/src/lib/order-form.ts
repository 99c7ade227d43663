import type { Binding, PageColor } from '@storyloom/contracts';
import {
  DEFAULT_PROOF_CHOICE,
  ORDER_LIMITS,
  REQUIRED_FIELD_MESSAGE,
  type DeliveryCountryCode,
  type OrderDetailsInput,
  type ProofChoice,
  type SelectableShippingLevel,
} from '@storyloom/contracts/delivery';

// The form's values and how they change, with nothing of the address checks: /step5 paints its heading, book
// options and price from this before its address part (order-form-validation.ts, libphonenumber-js and the postal
// code patterns) has loaded.

/** The shipping levels a visitor can choose; Priority Delivery is shown but not selectable. */
export type ChosenShipping = SelectableShippingLevel;

/** /step5 as the visitor fills it in (docs/product/step5-delivery.md). Text fields hold what was typed. */
export interface OrderForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: DeliveryCountryCode | '';
  state: string;
  city: string;
  postcode: string;
  street: string;
  apartment: string;
  binding: Binding;
  paperColor: PageColor;
  shippingLevel: ChosenShipping;
  extraCopies: number;
  dedication: string;
  /** Read the whole book before it prints, or print it as soon as written (docs/product/proof.md): sent with the checkout. */
  proofChoice: ProofChoice;
}

export type OrderField = keyof OrderForm;
export type OrderErrors = Partial<Record<OrderField, string>>;

export const REQUIRED_MESSAGE = REQUIRED_FIELD_MESSAGE;
export const DEDICATION_MAX_LENGTH = ORDER_LIMITS.dedicationMaxLength;

/** The defaults of docs/product/step5-delivery.md: softcover, cream, Standard (MAIL), no extra copies; the proof read first. */
export function emptyOrderForm(): OrderForm {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    country: '',
    state: '',
    city: '',
    postcode: '',
    street: '',
    apartment: '',
    binding: 'softcover',
    paperColor: 'cream',
    shippingLevel: 'MAIL',
    extraCopies: 0,
    dedication: '',
    proofChoice: DEFAULT_PROOF_CHOICE,
  };
}

/** The body of `POST /api/store_order_details` for the form as it stands (docs/product/step5-delivery.md). */
export function orderDetailsFromForm(form: OrderForm): OrderDetailsInput {
  return {
    paper_color: form.paperColor,
    binding_type: form.binding,
    email: form.email,
    quantity: form.extraCopies + 1,
    shipping_address: {
      first_name: form.firstName,
      last_name: form.lastName,
      street1: form.street,
      street2: form.apartment,
      city: form.city,
      state_code: form.state,
      postcode: form.postcode,
      country_code: form.country as DeliveryCountryCode,
      phone_number: form.phone,
    },
    shipping_level: form.shippingLevel,
    dedication: form.dedication,
  };
}

/** Where each field of the request lands on the form, to put the contract's messages under the right box. */
const FIELD_OF_PATH: Record<string, OrderField> = {
  paper_color: 'paperColor',
  binding_type: 'binding',
  email: 'email',
  quantity: 'extraCopies',
  shipping_level: 'shippingLevel',
  dedication: 'dedication',
  'shipping_address.first_name': 'firstName',
  'shipping_address.last_name': 'lastName',
  'shipping_address.street1': 'street',
  'shipping_address.street2': 'apartment',
  'shipping_address.city': 'city',
  'shipping_address.state_code': 'state',
  'shipping_address.postcode': 'postcode',
  'shipping_address.country_code': 'country',
  'shipping_address.phone_number': 'phone',
};

/** A field named by a request path: zod's `['shipping_address', 'postcode']`, or the API's `shipping_address.postcode`. */
export const fieldOfPath = (path: ReadonlyArray<PropertyKey> | string): OrderField | undefined =>
  FIELD_OF_PATH[typeof path === 'string' ? path : path.map(String).join('.')];

/** The fields in the order the page shows them: the first one with an error gets the focus. */
export const FIELD_ORDER: readonly OrderField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'postcode',
  'street',
  'apartment',
  'dedication',
];

export const firstInvalidField = (errors: Partial<Record<OrderField, unknown>>): OrderField | undefined =>
  FIELD_ORDER.find((field) => errors[field] !== undefined);

/** A new country: its states differ, so the chosen one is cleared (docs/product/step5-delivery.md). */
export function withCountry(form: OrderForm, country: OrderForm['country']): OrderForm {
  return { ...form, country, state: '' };
}

/** Extra copies are a whole number, never below 0 nor above the contract's ceiling. */
export function withExtraCopies(form: OrderForm, copies: number): OrderForm {
  const whole = Math.floor(Number.isFinite(copies) ? copies : 0);
  return { ...form, extraCopies: Math.min(ORDER_LIMITS.maxExtraCopies, Math.max(0, whole)) };
}
