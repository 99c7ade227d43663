import { formatPhoneAsTyped, isTenDigitPhoneCountry } from '@storyloom/contracts/delivery';
import type { OrderForm } from './order-form.js';

/**
 * The phone box's new text after an edit. In the US and Canada it is reduced to digits and shown as
 * (xxx) xxx-xxxx while typed; deleting only a bracket, space or dash deletes the digit before it (otherwise the
 * layout would put the character straight back). Elsewhere, and before a country is chosen, the typed text stays
 * as it is: an international number is checked, and normalised to E.164, by the contract.
 */
export function phoneAsTyped(previous: string, typed: string, country: OrderForm['country']): string {
  if (country === '' || !isTenDigitPhoneCountry(country)) return typed;
  const digits = typed.replace(/\D/g, '');
  const deletedLayoutOnly = typed.length < previous.length && digits === previous.replace(/\D/g, '');
  return formatPhoneAsTyped(deletedLayoutOnly ? digits.slice(0, -1) : digits, country);
}

/** The phone laid out for a newly chosen country: ten digits in the US and Canada, the text as typed elsewhere. */
export function phoneForCountry(phone: string, country: OrderForm['country']): string {
  if (country === '' || !isTenDigitPhoneCountry(country) || phone.trim() === '') return phone;
  return formatPhoneAsTyped(phone, country);
}

