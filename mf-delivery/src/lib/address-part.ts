// /step5's address part, fetched right after the first paint: the contact and address sections, and the form's
// checks (the contract's order schema with libphonenumber-js and the postal code patterns, and its zod resolver).
// Both imports name the same chunk, so the part is one file, evaluated after the heading and the price have painted.

export const loadAddressSections = () =>
  import(/* webpackChunkName: "step5-address" */ '../components/AddressSections.js');

let validation: typeof import('./order-form-validation.js') | undefined;

/** The form's checks; once loaded, the same module at once (the resolver runs on every change). */
export async function loadOrderFormValidation() {
  validation ??= await import(/* webpackChunkName: "step5-address" */ './order-form-validation.js');
  return validation;
}
