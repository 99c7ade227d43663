import { describe, expect, it } from '@jest/globals';
import { REQUIRED_FIELD_MESSAGE } from './limits.js';
import { orderDetailsSchema, type OrderDetailsInput } from './order-details.js';
import { parseItemType } from '../book-size.js';
import { checkoutRequestSchema } from './checkout.js';
import { formatPhoneAsTyped, formatStoredPhone, limitPhoneLength } from './phone.js';
import { DELIVERY_COUNTRIES, subdivisionsOf } from './countries.js';

const gbOrder = (): OrderDetailsInput => ({
  paper_color: 'cream',
  binding_type: 'hardcover',
  email: 'ada@example.com',
  quantity: 1,
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    street1: '10 Downing Street',
    street2: 'Flat 2',
    city: 'London',
    state_code: 'WSM',
    postcode: 'sw1a1aa',
    country_code: 'GB',
    phone_number: '020 7946 0958',
  },
  shipping_level: 'MAIL',
});

const issuesOf = (input: unknown) => {
  const result = orderDetailsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('orderDetailsSchema', () => {
  it('accepts a GB address, normalising the postcode and the phone (E.164) and deriving the name', () => {
    const order = orderDetailsSchema.parse(gbOrder());
    expect(order.shipping_address).toMatchObject({
      name: 'Ada Lovelace',
      postcode: 'SW1A 1AA',
      phone_number: '+442079460958',
      street2: 'Flat 2',
    });
  });

  it('accepts a Canadian K1A 0B1 address with a ten-digit phone', () => {
    const input = gbOrder();
    input.shipping_address = {
      ...input.shipping_address,
      country_code: 'CA',
      state_code: 'ON',
      postcode: 'K1A 0B1',
      phone_number: '(613) 555-0123',
    };
    expect(orderDetailsSchema.parse(input).shipping_address).toMatchObject({
      postcode: 'K1A 0B1',
      phone_number: '+16135550123',
    });
  });

  it('reports every missing required field with the product sentence at once, the optional ones not', () => {
    const issues = issuesOf({
      paper_color: 'cream',
      binding_type: 'softcover',
      quantity: 1,
      shipping_level: 'MAIL',
      shipping_address: { country_code: 'US' },
    });
    for (const field of [
      'email',
      'shipping_address.first_name',
      'shipping_address.street1',
      'shipping_address.city',
      'shipping_address.postcode',
      'shipping_address.phone_number',
      'shipping_address.state_code',
    ])
      expect(issues[field]).toBe(REQUIRED_FIELD_MESSAGE);
    expect(issues).not.toHaveProperty('shipping_address.last_name');
    expect(issues).not.toHaveProperty('shipping_address.street2');
  });

  it('checks the country-dependent fields even while other fields are missing', () => {
    const input = gbOrder();
    input.email = '';
    input.shipping_address = { ...input.shipping_address, postcode: '12345', phone_number: '123' };
    expect(Object.keys(issuesOf(input)).sort()).toEqual([
      'email',
      'shipping_address.phone_number',
      'shipping_address.postcode',
    ]);
  });

  it.each(['9410', '94103-1234', 'ABCDE'])('refuses the US postcode %s', (postcode) => {
    const input = gbOrder();
    input.shipping_address = {
      ...input.shipping_address,
      country_code: 'US',
      state_code: 'CA',
      postcode,
      phone_number: '4155552671',
    };
    expect(issuesOf(input)['shipping_address.postcode']).toMatch(/digits only/);
  });

  it('US phones are ten digits; a +1 prefix is allowed; an eleventh digit is not', () => {
    const input = gbOrder();
    input.shipping_address = {
      ...input.shipping_address,
      country_code: 'US',
      state_code: 'CA',
      postcode: '94103',
      phone_number: '+1 (415) 555-2671',
    };
    expect(orderDetailsSchema.parse(input).shipping_address.phone_number).toBe('+14155552671');
    input.shipping_address = { ...input.shipping_address, phone_number: '41555526712' };
    expect(issuesOf(input)['shipping_address.phone_number']).toMatch(/10-digit/);
  });

  it('refuses an e-mail with a space, PRIORITY shipping, negative extra copies, a state of another country', () => {
    const input = gbOrder();
    input.email = 'ada @example.com';
    input.shipping_level = 'PRIORITY' as never;
    input.quantity = 0;
    input.shipping_address = { ...input.shipping_address, state_code: 'CA' };
    const issues = issuesOf(input);
    expect(issues.email).toMatch(/no spaces/);
    expect(issues.shipping_level).toMatch(/Priority Delivery is not available/);
    expect(issues.quantity).toMatch(/at least 1/);
    expect(issues['shipping_address.state_code']).toMatch(/from the list/);
  });

  it('keeps a dedication up to 300 characters and refuses a longer one', () => {
    expect(orderDetailsSchema.parse({ ...gbOrder(), dedication: '  For Mia  ' }).dedication).toBe('For Mia');
    expect(issuesOf({ ...gbOrder(), dedication: 'x'.repeat(301) }).dedication).toMatch(/at most 300/);
  });

  it('drops a price the browser sends', () => {
    expect(orderDetailsSchema.parse({ ...gbOrder(), total_cents: 1 })).not.toHaveProperty('total_cents');
  });
});

describe('subdivisions', () => {
  it('lists every country with states by code', () => {
    expect(DELIVERY_COUNTRIES.map((country) => country.code)).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      'DE',
      'FR',
      'IT',
      'ES',
      'JP',
      'MX',
    ]);
    expect(subdivisionsOf('US')).toContainEqual({ code: 'CA', name: 'California' });
    expect(subdivisionsOf('AU')).toContainEqual({ code: 'NSW', name: 'New South Wales' });
    for (const country of DELIVERY_COUNTRIES) expect(country.subdivisions.length).toBeGreaterThan(0);
  });
});

describe('phone display', () => {
  it('shows US digits as (xxx) xxx-xxxx while typing and again from E.164', () => {
    expect(formatPhoneAsTyped('415555', 'US')).toBe('(415) 555');
    expect(formatPhoneAsTyped('41555526719999', 'US')).toBe('(415) 555-2671');
    expect(formatStoredPhone('+14155552671', 'US')).toBe('(415) 555-2671');
    expect(formatStoredPhone('+442079460958', 'GB')).toBe('+44 20 7946 0958');
    expect(formatPhoneAsTyped('+44 20 79', 'GB')).toBe('+44 20 79');
  });

  it('cuts a number to the longest its calling code or country allows, keeping the layout before the last digit', () => {
    expect(limitPhoneLength('+1 (415) 555-26719999', undefined)).toBe('+1 (415) 555-2671');
    expect(limitPhoneLength('+1 (415) 555-2671', undefined)).toBe('+1 (415) 555-2671');
    expect(limitPhoneLength('020 7946 0958 77', 'GB')).toBe('020 7946 0958');
    expect(limitPhoneLength('+44 20', undefined)).toBe('+44 20');
    expect(limitPhoneLength('', undefined)).toBe('');
  });
});

describe('checkoutRequestSchema', () => {
  it('names the item <binding>_<size request>', () => {
    expect(parseItemType('hardcover_big')).toEqual({ binding: 'hardcover', size: 'L' });
    expect(parseItemType('hardcover_L')).toBeUndefined();
    expect(
      checkoutRequestSchema.safeParse({ item_type: 'paperback_big', quantity: 1, shipping_level: 'MAIL' }).success,
    ).toBe(false);
  });
});

describe('phones of other countries', () => {
  it('accepts a number of another delivery country, refuses one of a country we do not ship to', () => {
    const input = gbOrder();
    input.shipping_address = {
      ...input.shipping_address,
      country_code: 'DE',
      state_code: 'BE',
      postcode: '10115',
      phone_number: '+44 20 7946 0958',
    };
    expect(orderDetailsSchema.parse(input).shipping_address.phone_number).toBe('+442079460958');
    input.shipping_address = { ...input.shipping_address, phone_number: '+41 44 668 18 00' };
    expect(issuesOf(input)['shipping_address.phone_number']).toMatch(/one of the countries we ship to/);
    input.shipping_address = { ...input.shipping_address, phone_number: '030 1234567' };
    expect(orderDetailsSchema.parse(input).shipping_address.phone_number).toBe('+49301234567');
  });
});
