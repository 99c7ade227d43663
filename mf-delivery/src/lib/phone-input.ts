import { formatPhoneAsTyped, isTenDigitPhoneCountry, limitPhoneLength } from '@storyloom/contracts/delivery';
import type { OrderForm } from './order-form.js';

/**
 * The phone box's new text after an edit. In the US and Canada it is reduced to digits and shown as
 * (xxx) xxx-xxxx while typed; deleting only a bracket, space or dash deletes the digit before it (otherwise the
 * layout would put the character straight back). Text pasted over the number replaces it whole. Elsewhere, and
 * before a country is chosen, the typed text stays as it is, cut to the longest number it can be: an international
 * number is checked, and normalised to E.164, by the contract.
 */
export function phoneAsTyped(previous: string, typed: string, country: OrderForm['country']): string {
  if (country === '' || !isTenDigitPhoneCountry(country))
    return limitPhoneLength(typed, country === '' ? undefined : country);
  const digits = typed.replace(/\D/g, '');
  // One character fewer with the same digits: a backspace over a bracket, space or dash. A paste of the bare
  // digits over the whole number also keeps the digits but is shorter by more, and must not lose the last one.
  const deletedLayoutOnly = typed.length === previous.length - 1 && digits === previous.replace(/\D/g, '');
  return formatPhoneAsTyped(deletedLayoutOnly ? digits.slice(0, -1) : digits, country);
}

/** The phone laid out for a newly chosen country: ten digits in the US and Canada, the text as typed elsewhere. */
export function phoneForCountry(phone: string, country: OrderForm['country']): string {
  if (country === '' || !isTenDigitPhoneCountry(country) || phone.trim() === '') return phone;
  return formatPhoneAsTyped(phone, country);
}
