import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type PathValue, type Resolver } from 'react-hook-form';
import { DEFAULT_BOOK_SIZE, fieldIssueSchema, type BookSize } from '@storyloom/contracts';
import { ApiRequestError } from '@storyloom/kit';
import { loadOrderFormValidation } from './address-part.js';
import { createCheckout, loadStoredOrder, storeOrderDetails } from './delivery-api.js';
import { cacheOrderForm, readCachedOrderForm } from './form-cache.js';
import {
  emptyOrderForm,
  fieldOfPath,
  firstInvalidField,
  orderDetailsFromForm,
  withExtraCopies,
  type OrderErrors,
  type OrderField,
  type OrderForm,
} from './order-form.js';
import { controlId } from './use-order-field.js';

export const INVALID_FORM_MESSAGE = 'Please correct the fields marked in red, then try again.';
export const LOAD_FAILED_MESSAGE =
  'We could not load your saved delivery details. You can fill in the form; it is saved when you go to payment.';

/** Where the browser goes to pay: a seam so the component tests can watch the redirect jsdom cannot follow. */
export type Redirect = (url: string) => void;
const assignLocation: Redirect = (url) => window.location.assign(url);

/** The contract's checks run from the address part's module, loaded after the first paint (address-part.ts). */
const orderFormResolver: Resolver<OrderForm> = async (...args) =>
  (await loadOrderFormValidation()).orderFormResolver(...args);

/** The server's stored order replaces the form, keeping what the visitor has left or submitted so far. */
const KEEP_VISITOR_STATE = { keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true } as const;

const focusField = (field: OrderField | undefined) => field && document.getElementById(controlId(field))?.focus();

/**
 * /step5's state, on react-hook-form: the form (first from this browser's cache, then from the server's stored
 * order, which wins once the fields are on the page), checked by the contract's schema on every change (`mode: 'all'`;
 * use-order-field.ts decides when an error shows); the server's book size; and 'Go to Payment' (wait for the stored
 * order, check, store, start the checkout, go there).
 */
export function useOrderForm(redirect: Redirect = assignLocation) {
  const [cachedForm] = useState(() => readCachedOrderForm() ?? emptyOrderForm());
  const methods = useForm<OrderForm>({
    defaultValues: cachedForm,
    resolver: orderFormResolver,
    mode: 'all',
    reValidateMode: 'onChange',
    // The first invalid field in the page's order takes the focus (focusField), not the first registered: the
    // dedication registers before the lazily loaded address fields above it.
    shouldFocusError: false,
  });
  const { getFieldState, getValues, handleSubmit, reset, setError, setValue, subscribe, trigger, watch } = methods;
  const [size, setSize] = useState<BookSize>(DEFAULT_BOOK_SIZE);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string>();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string>();
  const addressShown = useAddressShown();
  // Settled once the server's stored order has been applied, left out (the visitor had typed) or failed to load.
  const storedOrderSettled = useSignal();
  // A change the visitor makes while the server's copy is on its way must not be overwritten by it.
  const editedByVisitor = useRef(false);
  // Whether 'Go to Payment' was pressed: from then on every field shows its error.
  const submitted = useRef(false);

  useEffect(
    () =>
      subscribe({
        formState: { isDirty: true },
        callback: ({ isDirty }) => {
          if (isDirty) editedByVisitor.current = true;
        },
      }),
    [subscribe],
  );

  useEffect(() => {
    const controller = new AbortController();
    loadStoredOrder(controller.signal)
      .then(async (stored) => {
        setSize(stored.size);
        // Not before every field is on the page: the sections mount in a transition (Step5Page), and a reset() that
        // lands between a field's render and its commit leaves the field showing its old value (an empty box where
        // the server holds 'Ada').
        await addressShown.promise;
        if (controller.signal.aborted || editedByVisitor.current) return;
        const current = getValues();
        // Nothing stored yet: keep what this browser had typed, and offer the server's dedication (from /step2's gift).
        let next: OrderForm =
          current.dedication.trim() === '' ? { ...current, dedication: stored.dedication } : current;
        if (stored.details) {
          const { orderFormFrom } = await loadOrderFormValidation();
          // The proof choice is not stored with the details: keep the one this browser had.
          next = { ...orderFormFrom(stored.details), dedication: stored.dedication, proofChoice: current.proofChoice };
        }
        if (controller.signal.aborted || editedByVisitor.current) return;
        reset(next, KEEP_VISITOR_STATE);
        // Fields already left, or all of them once submitted, show their errors for the new values at once. The
        // others show theirs only once left (use-order-field.ts), and are checked then: checking them now would only
        // be work on the page's first second (the address checks' first run).
        if (submitted.current) void trigger();
        else {
          const left = (Object.keys(next) as OrderField[]).filter((field) => getFieldState(field).isTouched);
          if (left.length > 0) void trigger(left);
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoadError(LOAD_FAILED_MESSAGE);
      })
      .finally(() => {
        // An aborted load (unmounted, or StrictMode's second mount in development) settles nothing: the next one will.
        if (controller.signal.aborted) return;
        setLoading(false);
        storedOrderSettled.settle();
      });
    return () => controller.abort();
  }, [addressShown.promise, getFieldState, getValues, reset, storedOrderSettled, trigger]);

  // This browser's copy follows every change once the server's copy has arrived.
  useEffect(() => {
    if (loading) return undefined;
    cacheOrderForm(getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => cacheOrderForm(values) });
  }, [getValues, loading, subscribe]);

  /** A choice outside the typed fields (format, paper, shipping, copies, proof): no check can refuse it. */
  const choose = useCallback(
    <F extends OrderField>(field: F, value: PathValue<OrderForm, F>) => {
      const chosen = field === 'extraCopies' ? withExtraCopies(getValues(), value as number).extraCopies : value;
      setValue(field, chosen as PathValue<OrderForm, F>, { shouldDirty: true });
    },
    [getValues, setValue],
  );

  const startCheckout = useCallback(
    async (form: OrderForm) => {
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
        for (const [field, message] of Object.entries(fields) as [OrderField, string][])
          setError(field, { type: 'server', message });
        setPayError(error instanceof Error ? error.message : 'Payment could not be started. Please try again.');
        focusField(firstInvalidField(fields));
      }
    },
    [redirect, setError],
  );

  const pay = useCallback(async () => {
    setPayError(undefined);
    submitted.current = true;
    // The contact and address fields must be on the page to be checked, marked and focused.
    await addressShown.promise;
    // The server's stored order replaces the form when it arrives (reset()), and react-hook-form silently drops a
    // submission whose checks a reset lands in: nothing would happen. The stored order comes first, then the checks.
    await storedOrderSettled.promise;
    await handleSubmit(startCheckout, (errors: FieldErrors<OrderForm>) => {
      setPayError(INVALID_FORM_MESSAGE);
      focusField(firstInvalidField(errors));
    })();
  }, [addressShown.promise, handleSubmit, startCheckout, storedOrderSettled.promise]);

  return { methods, form: watch(), size, loading, loadError, choose, pay, paying, payError, addressShown };
}

/** A promise made once per form, and what settles it. */
function useSignal() {
  return useMemo(() => {
    let settle = () => {};
    const promise = new Promise<void>((resolve) => (settle = resolve));
    return { promise, settle };
  }, []);
}

/** A promise settled once the address sections are on the page, and whether they are (for aria-busy). */
function useAddressShown() {
  const [shown, setShown] = useState(false);
  const signal = useSignal();
  const onShown = useCallback(() => {
    signal.settle();
    setShown(true);
  }, [signal]);
  return { shown, promise: signal.promise, onShown };
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
