import { useController, useFormContext } from 'react-hook-form';
import type { OrderField, OrderForm } from './order-form.js';

/** The ids of the form's controls, so the first invalid one can take the focus. */
export const controlId = (field: OrderField) => `order-${field}`;

/**
 * One field of /step5 bound to the form (react-hook-form): its value, its change and blur, and its error. The form
 * checks every change, but a field shows its error only once the visitor has left it or pressed 'Go to Payment'
 * (docs/product/step5-delivery.md): nobody is told off for a box they have not reached yet.
 */
export function useOrderField<F extends OrderField>(name: F, rules?: { deps: OrderField[] }) {
  const { control } = useFormContext<OrderForm>();
  const { field, fieldState, formState } = useController({ control, name, rules });
  return {
    id: controlId(name),
    value: field.value,
    error: fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined,
    onChange: field.onChange as (value: OrderForm[F]) => void,
    onBlur: field.onBlur,
  };
}
