import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from '@storyloom/contracts';
import {
  DEFAULT_PROOF_CHOICE,
  extraCopiesOf,
  formatStoredPhone,
  orderDetailsSchema,
  type OrderDetailsReply,
} from '@storyloom/contracts/delivery';
import { fieldOfPath, orderDetailsFromForm, type OrderErrors, type OrderForm } from './order-form.js';

// /step5's address part: what needs libphonenumber-js and the postal code patterns. Loaded after the first paint
// (Step5Page's lazy address sections and the form's resolver import it), so the heading, the book options and
// the price do not wait for it (issue 27, Lighthouse on /step5).

/**
 * The contract's own schema (the one the API validates with) judging the form: the form is turned into the
 * request body and each of the contract's issues is put on the form field it is about, so the required-field
 * sentence, the e-mail pattern, the phone (libphonenumber-js) and the postal code of the chosen country are judged
 * here exactly as the server will judge them.
 */
export const orderFormSchema = z.custom<OrderForm>().superRefine((form, context) => {
  const result = orderDetailsSchema.safeParse(orderDetailsFromForm(form));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (field) context.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});

/**
 * react-hook-form's resolver for the form. `raw`: the request carries the values as typed (the server normalises
 * them), not the schema's output.
 */
export const orderFormResolver: Resolver<OrderForm> = zodResolver(orderFormSchema, undefined, { raw: true });

/** Every problem the form has, by field: the first of the contract's messages about each. */
export function validateOrderForm(form: OrderForm): OrderErrors {
  const result = orderFormSchema.safeParse(form);
  const errors: OrderErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof OrderErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form as the server's stored order details fill it again, when the visitor comes back. */
export function orderFormFrom(details: NonNullable<OrderDetailsReply['order_details']>): OrderForm {
  const address = details.shipping_address;
  return {
    firstName: address.first_name,
    lastName: address.last_name ?? '',
    email: details.email,
    phone: formatStoredPhone(address.phone_number, address.country_code),
    country: address.country_code,
    state: address.state_code ?? '',
    city: address.city,
    postcode: address.postcode,
    street: address.street1,
    apartment: address.street2 ?? '',
    binding: details.binding_type,
    paperColor: details.paper_color,
    shippingLevel: details.shipping_level,
    extraCopies: extraCopiesOf(details.quantity),
    dedication: details.dedication ?? '',
    // Not part of the stored order details: the checkout request carries it.
    proofChoice: DEFAULT_PROOF_CHOICE,
  };
}
