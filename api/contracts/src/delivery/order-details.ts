import { isStorableText, z } from '@storyloom/contracts';
import { DELIVERY_COUNTRY_CODES } from './country-codes.js';
import { hasSubdivisions, isSubdivisionOf } from './countries.js';
import { ORDER_LIMITS, REQUIRED_FIELD_MESSAGE } from './limits.js';
import { bindingSchema, oneOfMessage, pageColorSchema, quantitySchema, shippingLevelSchema } from './order-options.js';
import { checkPhone } from './phone.js';
import { checkPostcode } from './postcode.js';

const unstorable = (label: string) =>
  `${label} contains a character that cannot be saved (a NUL or an unpaired surrogate)`;

/** A required text field: missing or blank gives the product's required-field sentence. */
const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? REQUIRED_FIELD_MESSAGE : `${label} must be text`,
    })
    .refine(isStorableText, unstorable(label))
    .transform((value) => value.trim())
    .pipe(z.string().min(1, REQUIRED_FIELD_MESSAGE).max(max, `${label} must be at most ${max} characters`));

/** An optional text field: missing, null or blank all mean "not given". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .refine(isStorableText, unstorable(label))
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A simple address with no spaces anywhere (docs/product/step5-delivery.md). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.com, with no spaces';

export const emailSchema = requiredText('E-mail', ORDER_LIMITS.emailMaxLength).pipe(
  z.string().regex(EMAIL_PATTERN, EMAIL_MESSAGE),
);

export const countryCodeSchema = z.enum(DELIVERY_COUNTRY_CODES, {
  error: oneOfMessage('Country', DELIVERY_COUNTRY_CODES),
});

const addressFields = z.object({
  first_name: requiredText('First name', ORDER_LIMITS.nameMaxLength),
  last_name: optionalText('Last name', ORDER_LIMITS.nameMaxLength),
  street1: requiredText('Street', ORDER_LIMITS.streetMaxLength),
  /** The apartment number: the address's second line. */
  street2: optionalText('Apartment number', ORDER_LIMITS.streetMaxLength),
  city: requiredText('City', ORDER_LIMITS.cityMaxLength),
  state_code: optionalText('State', 3),
  postcode: requiredText('Postal code', ORDER_LIMITS.postcodeMaxLength),
  country_code: countryCodeSchema,
  phone_number: requiredText('Phone', ORDER_LIMITS.phoneMaxLength),
});

/**
 * The country-dependent checks (phone, postal code, state) run as soon as the country is valid, whatever else is
 * wrong, so the form hears about every field at once.
 */
const countryIsValid = (payload: { value: unknown }) =>
  countryCodeSchema.safeParse((payload.value as Record<string, unknown> | undefined)?.country_code).success;

const ADDRESS_MISSING =
  'The shipping address is missing: send first_name, street1, city, state_code, postcode, country_code and phone_number';

/**
 * The shipping address as `POST /api/store_order_details` receives it. The spec's single `name` is derived from
 * the first and last name (any `name` sent is ignored), so coming back to /step5 refills both boxes. The phone
 * comes out in E.164 and the postal code in its country's usual layout.
 */
export const shippingAddressSchema = z
  .object(addressFields.shape, { error: ADDRESS_MISSING })
  .superRefine(
    (address, ctx) => {
      const country = address.country_code;
      if (typeof address.phone_number === 'string' && address.phone_number !== '') {
        const phone = checkPhone(address.phone_number, country);
        if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: phone.message });
      }
      if (typeof address.postcode === 'string' && address.postcode.trim() !== '') {
        const postcode = checkPostcode(address.postcode, country);
        if (!postcode.ok) ctx.addIssue({ code: 'custom', path: ['postcode'], message: postcode.message });
      }
      if (!hasSubdivisions(country)) return;
      if (!address.state_code) ctx.addIssue({ code: 'custom', path: ['state_code'], message: REQUIRED_FIELD_MESSAGE });
      else if (typeof address.state_code !== 'string' || !isSubdivisionOf(country, address.state_code))
        ctx.addIssue({
          code: 'custom',
          path: ['state_code'],
          message: `Choose a state, province or region of ${country} from the list`,
        });
    },
    { when: countryIsValid },
  )
  .transform((address) => {
    const phone = checkPhone(address.phone_number, address.country_code);
    const postcode = checkPostcode(address.postcode, address.country_code);
    return {
      ...address,
      name: [address.first_name, address.last_name].filter(Boolean).join(' '),
      phone_number: phone.ok ? phone.e164 : address.phone_number,
      postcode: postcode.ok ? postcode.postcode : address.postcode,
    };
  });

/**
 * Body of `POST /api/store_order_details` (docs/product/step5-delivery.md): the spec's fields, the first and last
 * name kept apart, and the dedication printed at the front of the book. Unknown keys (a price, say) are dropped.
 */
export const orderDetailsSchema = z.object({
  paper_color: pageColorSchema,
  binding_type: bindingSchema,
  email: emailSchema,
  quantity: quantitySchema,
  shipping_address: shippingAddressSchema,
  shipping_level: shippingLevelSchema,
  dedication: optionalText('Dedication', ORDER_LIMITS.dedicationMaxLength),
});
export type OrderDetailsInput = z.input<typeof orderDetailsSchema>;
/** Validated, normalised order details: what the draft stores and the order freezes. */
export type OrderDetails = z.output<typeof orderDetailsSchema>;
export type ShippingAddress = OrderDetails['shipping_address'];

/** The extra copies of an order of `quantity` copies. */
export const extraCopiesOf = (quantity: number): number => Math.max(0, quantity - 1);
