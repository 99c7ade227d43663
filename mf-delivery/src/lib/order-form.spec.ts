import { describe, expect, it } from '@jest/globals';
import { subdivisionsOf } from '@storyloom/contracts/delivery';
import {
  emptyOrderForm,
  orderDetailsFromForm,
  REQUIRED_MESSAGE,
  withCountry,
  withExtraCopies,
  type OrderForm,
} from './order-form.js';
import { validateOrderForm } from './order-form-validation.js';

/** A complete order to London, which each test changes one field of. */
const london = (change: Partial<OrderForm> = {}): OrderForm => ({
  ...emptyOrderForm(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  country: 'GB',
  state: 'LND',
  city: 'London',
  postcode: 'SW1A 1AA',
  street: '10 Downing Street',
  ...change,
});

describe('validateOrderForm', () => {
  it('accepts a complete GB address with a GB postcode and an international phone', () => {
    expect(subdivisionsOf('GB').some((state) => state.code === 'LND')).toBe(true);
    expect(validateOrderForm(london())).toEqual({});
  });

  it('names every missing required field with the product sentence, and nothing optional', () => {
    const errors = validateOrderForm(emptyOrderForm());
    expect(errors).toEqual({
      firstName: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      phone: REQUIRED_MESSAGE,
      country: REQUIRED_MESSAGE,
      city: REQUIRED_MESSAGE,
      postcode: REQUIRED_MESSAGE,
      street: REQUIRED_MESSAGE,
    });
    expect(REQUIRED_MESSAGE).toBe('* This field is required. Please fill it to continue');
  });

  it('asks for the state of a country that has states, and refuses one of another country', () => {
    expect(validateOrderForm(london({ state: '' })).state).toBe(REQUIRED_MESSAGE);
    expect(validateOrderForm(london({ state: 'CA' })).state).toMatch(/Choose a state, province or region of GB/);
  });

  it('refuses an e-mail with a space or without a domain', () => {
    expect(validateOrderForm(london({ email: 'ada @example.com' })).email).toMatch(/no spaces/);
    expect(validateOrderForm(london({ email: 'ada@example' })).email).toMatch(/name@example.com/);
  });

  describe('postal codes by country', () => {
    it.each([
      ['GB', 'SW1A 1AA', 'LND', '+44 20 7946 0958'],
      ['GB', 'sw1a1aa', 'LND', '020 7946 0958'],
      ['CA', 'K1A 0B1', 'ON', '(613) 555-0147'],
      ['US', '94103', 'CA', '(415) 555-2671'],
      ['DE', '10115', 'BE', '+49 30 901820'],
      ['JP', '100-0001', '13', '+81 3-1234-5678'],
    ] as const)('accepts %s %s', (country, postcode, state, phone) => {
      expect(validateOrderForm(london({ country, postcode, state, phone }))).toEqual({});
    });

    it.each([
      ['GB', '12345', 'LND', '+44 20 7946 0958', /SW1A 1AA/],
      ['CA', '90210', 'ON', '(613) 555-0147', /K1A 0B1/],
      ['US', 'SW1A 1AA', 'CA', '(415) 555-2671', /digits only/],
      ['DE', '1011', 'BE', '+49 30 901820', /10115/],
    ] as const)('refuses %s %s, saying what a valid one looks like', (country, postcode, state, phone, example) => {
      expect(validateOrderForm(london({ country, postcode, state, phone })).postcode).toMatch(example);
    });
  });

  describe('phones by country', () => {
    it('wants ten digits in the US and Canada', () => {
      expect(
        validateOrderForm(london({ country: 'US', state: 'CA', postcode: '94103', phone: '(415) 555-267' })).phone,
      ).toMatch(/10-digit/);
      expect(
        validateOrderForm(london({ country: 'CA', state: 'ON', postcode: 'K1A 0B1', phone: '(613) 555-0147' })).phone,
      ).toBeUndefined();
    });

    it('wants a real number of the country elsewhere', () => {
      expect(validateOrderForm(london({ phone: '+44 12' })).phone).toMatch(/valid phone number/);
      expect(validateOrderForm(london({ phone: 'call me' })).phone).toMatch(/valid phone number/);
    });

    it('takes a number of any delivery country for an address in another, and none of a country it does not ship to', () => {
      expect(validateOrderForm(london({ phone: '+33 1 23 45 67 89' })).phone).toBeUndefined();
      expect(validateOrderForm(london({ phone: '+41 44 668 18 00' })).phone).toMatch(/one of the countries we ship to/);
      expect(validateOrderForm(london({ phone: '' })).phone).toBe(REQUIRED_MESSAGE);
    });
  });

  it('keeps the dedication within 300 characters', () => {
    expect(validateOrderForm(london({ dedication: 'x'.repeat(300) })).dedication).toBeUndefined();
    expect(validateOrderForm(london({ dedication: 'x'.repeat(301) })).dedication).toMatch(/300/);
  });
});

describe('form changes', () => {
  it('clears the state when the country changes', () => {
    expect(withCountry(london(), 'FR')).toMatchObject({ country: 'FR', state: '' });
  });

  it('never lets extra copies go below 0, nor above the 20 the API accepts', () => {
    expect(withExtraCopies(london(), -1).extraCopies).toBe(0);
    expect(withExtraCopies(london({ extraCopies: 2 }), 1).extraCopies).toBe(1);
    expect(withExtraCopies(london(), 25).extraCopies).toBe(20);
  });
});

describe('orderDetailsFromForm', () => {
  it('sends the quantity as extra copies + 1 and the apartment as the second address line', () => {
    const body = orderDetailsFromForm(
      london({ extraCopies: 2, apartment: 'Flat 3', binding: 'hardcover', shippingLevel: 'GROUND_HD' }),
    );
    expect(body).toMatchObject({
      binding_type: 'hardcover',
      paper_color: 'cream',
      quantity: 3,
      shipping_level: 'GROUND_HD',
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        street1: '10 Downing Street',
        street2: 'Flat 3',
        country_code: 'GB',
        state_code: 'LND',
      },
    });
  });
});
