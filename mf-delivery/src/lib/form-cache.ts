import { PROOF_CHOICES } from '@storyloom/contracts/delivery';
import { readStoredJson, removeStored, storeJson } from '@storyloom/kit/wizard';
import { emptyOrderForm, type OrderForm } from './order-form.js';

/** This browser's copy of the /step5 form: a fast first paint and a fallback, never the truth (the server's draft is). */
export const ORDER_FORM_CACHE_KEY = 'order_details_form';

/** The cached form, each field kept only when it has the right type; undefined when nothing usable is stored. */
export function readCachedOrderForm(): OrderForm | undefined {
  const stored = readStoredJson(ORDER_FORM_CACHE_KEY);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const form = emptyOrderForm();
  const record = form as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(form)) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === typeof fallback) record[key] = value;
  }
  // A choice from another version of the page (or hand-edited storage) is not sent to the checkout.
  if (!(PROOF_CHOICES as readonly string[]).includes(form.proofChoice)) form.proofChoice = emptyOrderForm().proofChoice;
  return form;
}

export function cacheOrderForm(form: OrderForm): void {
  storeJson(ORDER_FORM_CACHE_KEY, form);
}

/** Forgets the cached form: once an order is paid, the next book starts from the server's (emptied) draft. */
export function clearCachedOrderForm(): void {
  removeStored(ORDER_FORM_CACHE_KEY);
}
