import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_BOOK_SIZE, fieldIssueSchema, type BookSize } from '@storyloom/contracts';
import type { DeliveryCountryCode } from '@storyloom/contracts/delivery';
import { ApiRequestError } from '@storyloom/kit';
import { createCheckout, loadStoredOrder, storeOrderDetails } from './delivery-api.js';
import { cacheOrderForm, readCachedOrderForm } from './form-cache.js';
import {
  emptyOrderForm,
  fieldOfPath,
  firstInvalidField,
  orderDetailsFromForm,
  orderFormFrom,
  validateOrderForm,
  withCountry,
  withExtraCopies,
  type OrderErrors,
  type OrderField,
  type OrderForm,
} from './order-form.js';
import { phoneAsTyped, phoneForCountry } from './phone-input.js';

export const INVALID_FORM_MESSAGE = 'Please correct the fields marked in red, then try again.';
export const LOAD_FAILED_MESSAGE = 'We could not load your saved delivery details. You can fill in the form; it is saved when you go to payment.';

/** Where the browser goes to pay: a seam so the component tests can watch the redirect jsdom cannot follow. */
export type Redirect = (url: string) => void;
const assignLocation: Redirect = (url) => window.location.assign(url);

/** The ids of the form's controls, so the first invalid one can take the focus. */
export const controlId = (field: OrderField) => `order-${field}`;

/**
 * /step5's state: the form (first from this browser's cache, then from the server's stored order, which wins),
 * the server's book size, the errors to show, and 'Go to Payment' (validate, store, start the checkout, go there).
 */
export function useOrderForm(redirect: Redirect = assignLocation) {
  const [form, setForm] = useState<OrderForm>(() => readCachedOrderForm() ?? emptyOrderForm());
  const [size, setSize] = useState<BookSize>(DEFAULT_BOOK_SIZE);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string>();
  const [touched, setTouched] = useState<ReadonlySet<OrderField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<OrderErrors>({});
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string>();
  // A change the visitor makes while the server's copy is on its way must not be overwritten by it.
  const editedByVisitor = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    loadStoredOrder(controller.signal)
      .then((stored) => {
        setSize(stored.size);
        if (editedByVisitor.current) return;
        setForm((current) => {
          // The proof choice is not stored with the details: keep the one this browser had.
          if (stored.details) return { ...orderFormFrom(stored.details), dedication: stored.dedication, proofChoice: current.proofChoice };
          // Nothing stored yet: keep what this browser had typed, and offer the server's dedication (from /step2's gift).
          return current.dedication.trim() === '' ? { ...current, dedication: stored.dedication } : current;
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoadError(LOAD_FAILED_MESSAGE);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!loading) cacheOrderForm(form);
  }, [form, loading]);

  const update = useCallback((change: (current: OrderForm) => OrderForm, fields: OrderField[]) => {
    editedByVisitor.current = true;
    setForm(change);
    setServerErrors((current) => {
      if (!fields.some((field) => current[field] !== undefined)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const setField = useCallback(
    <F extends OrderField>(field: F, value: OrderForm[F]) => {
      update((current) => {
        if (field === 'phone') return { ...current, phone: phoneAsTyped(current.phone, value as string, current.country) };
        if (field === 'extraCopies') return withExtraCopies(current, value as number);
        return { ...current, [field]: value };
      }, [field]);
    },
    [update],
  );

  const setCountry = useCallback(
    (country: DeliveryCountryCode | '') => {
      update((current) => {
        const next = withCountry(current, country);
        return { ...next, phone: phoneForCountry(next.phone, country) };
      }, ['country', 'state', 'phone', 'postcode']);
    },
    [update],
  );

  const touch = useCallback((field: OrderField) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))), []);

  const allErrors = useMemo(() => validateOrderForm(form), [form]);
  const errors = useMemo(() => {
    const shown: OrderErrors = {};
    for (const [field, message] of Object.entries(allErrors) as [OrderField, string][]) {
      if (submitted || touched.has(field)) shown[field] = message;
    }
    return { ...shown, ...serverErrors };
  }, [allErrors, serverErrors, submitted, touched]);

  const pay = useCallback(async () => {
    setSubmitted(true);
    setPayError(undefined);
    const invalid = firstInvalidField(allErrors);
    if (invalid) {
      setPayError(INVALID_FORM_MESSAGE);
      document.getElementById(controlId(invalid))?.focus();
      return;
    }
    setPaying(true);
    try {
      const chargedSize = await storeOrderDetails(orderDetailsFromForm(form));
      setSize(chargedSize);
      const checkout = await createCheckout(form, chargedSize);
      redirect(checkout.url);
      // The page stays busy while the browser leaves for the checkout.
    } catch (error) {
      setPaying(false);
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      setPayError(error instanceof Error ? error.message : 'Payment could not be started. Please try again.');
      const invalidField = firstInvalidField(fields);
      if (invalidField) document.getElementById(controlId(invalidField))?.focus();
    }
  }, [allErrors, form, redirect]);

  return { form, size, loading, loadError, errors, setField, setCountry, touch, pay, paying, payError };
}

/** The API's `details` of a refused order (`[{ path: 'shipping_address.postcode', message }]`) by form field. */
function fieldErrorsOf(error: unknown): OrderErrors {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.details)) return {};
  const errors: OrderErrors = {};
  for (const detail of error.details) {
    const issue = fieldIssueSchema.safeParse(detail);
    if (!issue.success) continue;
    const field = fieldOfPath(issue.data.path);
    if (field && errors[field] === undefined) errors[field] = issue.data.message;
  }
  return errors;
}
