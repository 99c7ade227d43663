import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storyloom/kit';
import { gate, installFakeFetch, sentBodies, type FakeReply } from '@storyloom/kit/testing';
import { ORDER_FORM_CACHE_KEY } from '../lib/form-cache.js';
import Step5Page, { CANCELLED_MESSAGE } from './Step5Page.js';

const REQUIRED = '* This field is required. Please fill it to continue';
const allStepsDone = { characters: true, premise: true, outline: true, cover: true, delivery: false };
const progress = (steps = allStepsDone): FakeReply => ({
  body: { steps, stale: { summary: false, outline: false }, outlineMissing: [] },
});
const nothingStored = (change: Record<string, unknown> = {}): FakeReply => ({
  body: { order_details: null, dedication: '', book_size: 'medium', ...change },
});

/** What the API stored for a London order (normalised: E.164 phone, derived name). */
const storedLondon = {
  paper_color: 'white',
  binding_type: 'hardcover',
  email: 'ada@example.com',
  quantity: 3,
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    name: 'Ada Lovelace',
    street1: '10 Downing Street',
    street2: 'Flat 3',
    city: 'London',
    state_code: 'LND',
    postcode: 'SW1A 1AA',
    country_code: 'GB',
    phone_number: '+442079460958',
  },
  shipping_level: 'GROUND_HD',
  dedication: 'For Mia',
};

beforeEach(() => localStorage.clear());

function renderStep5(
  routes: Record<string, (init: RequestInit | undefined) => FakeReply | Promise<FakeReply>>,
  url = '/step5',
) {
  const fetchMock = installFakeFetch({
    'GET /api/draft/progress': () => progress(),
    'GET /api/order_details': () => nothingStored(),
    'POST /api/analytics/pageview': () => ({ status: 204 }),
    ...routes,
  });
  const redirect = jest.fn<(url: string) => void>();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/step5" element={<Step5Page redirect={redirect} />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { fetchMock, redirect };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const total = () => screen.getByTestId('order-total');
const summary = () => screen.getByRole('region', { name: 'PRICE SUMMARY' });
const loaded = () =>
  waitFor(() => expect(screen.getByRole('form', { name: 'Delivery details' })).not.toHaveAttribute('aria-busy'));

/** Types a whole value at once (a paste), which keeps these flows quick on a busy machine. */
async function enter(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(text);
}

async function fillLondon(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /^First name/, 'Ada');
  await enter(user, /^E-mail/, 'ada@example.com');
  await enter(user, /^Phone/, '+44 20 7946 0958');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'GB');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'LND');
  await enter(user, /^City/, 'London');
  await enter(user, /^Postal code/, 'SW1A 1AA');
  await enter(user, /^Street/, '10 Downing Street');
}

describe('Step5Page', () => {
  it('shows the heading, the defaults and their price for the server book size, and records a pageview', async () => {
    const { fetchMock } = renderStep5({});
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery Details' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('radio', { name: /^Softcover/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Cream, Recommended/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Standard, Free/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Expedited, +$14.99' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^Priority Delivery, \+\$25, Not available yet/ })).toBeDisabled();
    expect(screen.getByRole('status', { name: '0 extra copies' })).toHaveTextContent('0');
    expect(total()).toHaveTextContent('$42.99');
    expect(within(summary()).getByText('Secure payment')).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Go to Payment' })).toBeEnabled();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/analytics/pageview')).toEqual([{ page: '/step5', title: 'Step 5' }]),
    );
  });

  it('changes the total with format, extra copies and shipping, for the size the server holds (L)', async () => {
    const user = userEvent.setup();
    renderStep5({ 'GET /api/order_details': () => nothingStored({ book_size: 'big' }) });
    await loaded();
    expect(total()).toHaveTextContent('$44.99');
    expect(total()).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('radio', { name: /^Hardcover/ }));
    expect(total()).toHaveTextContent('$54.99');
    // The chip shows what one more copy really costs: the hardcover copy price plus the L surcharge.
    expect(screen.getByText('$47.99 per extra copy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more copy' }));
    expect(total()).toHaveTextContent('$102.98');
    await user.click(screen.getByRole('radio', { name: 'Expedited, +$14.99' }));
    expect(total()).toHaveTextContent('$117.97');
    expect(within(summary()).getByText('Shipping: Expedited').nextSibling).toHaveTextContent('$14.99');
    expect(within(summary()).getByText('1 extra copy × $47.99')).toBeInTheDocument();
    // A second copy takes the books over $150: the banner's free shipping applies, Expedited included.
    await user.click(screen.getByRole('button', { name: 'One more copy' }));
    expect(total()).toHaveTextContent('$150.97');
    expect(screen.getByRole('radio', { name: 'Expedited, Free, Orders over $150 ship free' })).toBeChecked();
    expect(
      within(summary()).getByText('Shipping: Expedited (orders over $150 ship free)').nextSibling,
    ).toHaveTextContent('$0.00');
    // One copy fewer, and shipping costs again.
    await user.click(screen.getByRole('button', { name: 'One copy fewer' }));
    expect(total()).toHaveTextContent('$117.97');
  });

  it('never lets extra copies go below 0', async () => {
    const user = userEvent.setup();
    renderStep5({});
    await loaded();
    const fewer = screen.getByRole('button', { name: 'One copy fewer' });
    expect(fewer).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One more copy' }));
    expect(fewer).toBeEnabled();
    await user.click(fewer);
    expect(screen.getByRole('status', { name: '0 extra copies' })).toBeInTheDocument();
    expect(fewer).toBeDisabled();
  });

  it('lists the states of the chosen country by code and clears the state when the country changes', async () => {
    const user = userEvent.setup();
    renderStep5({});
    await loaded();
    const state = () => screen.getByRole('combobox', { name: /^State/ });
    expect(state()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'CA');
    expect(within(state()).getByRole('option', { name: 'Ontario (ON)' })).toBeInTheDocument();
    await user.selectOptions(state(), 'ON');
    expect(state()).toHaveValue('ON');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'US');
    expect(state()).toHaveValue('');
    expect(within(state()).queryByRole('option', { name: 'Ontario (ON)' })).not.toBeInTheDocument();
    expect(within(state()).getByRole('option', { name: 'California (CA)' })).toBeInTheDocument();
  });

  it('shows US phones as (xxx) xxx-xxxx and keeps US postal codes to digits', async () => {
    const user = userEvent.setup();
    renderStep5({});
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'US');
    await user.type(field(/^Phone/), '4155552671');
    expect(field(/^Phone/)).toHaveValue('(415) 555-2671');
    await user.type(field(/^Postal code/), '94a10-3');
    expect(field(/^Postal code/)).toHaveValue('94103');
  });

  it('on Go to Payment with an empty form, ties the required message to each field and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStep5({});
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    for (const name of [/^First name/, /^E-mail/, /^Phone/, /^City/, /^Postal code/, /^Street/]) {
      expect(field(name)).toHaveAccessibleDescription(REQUIRED);
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(REQUIRED);
    expect(field(/^Last name/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Apartment/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^First name/)).toHaveFocus();
    expect(within(summary()).getByRole('alert')).toHaveTextContent('Please correct the fields marked in red');
    expect(sentBodies(fetchMock, 'POST', '/api/store_order_details')).toEqual([]);
  });

  it('says what is wrong with a GB postcode and phone in their own words', async () => {
    const user = userEvent.setup();
    renderStep5({});
    await loaded();
    await fillLondon(user);
    await enter(user, /^Postal code/, '12345');
    await enter(user, /^Phone/, '+44 12');
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(field(/^Postal code/)).toHaveAccessibleDescription(
      /Enter a valid postal code for this country, e.g. SW1A 1AA/,
    );
    expect(field(/^Phone/)).toHaveAccessibleDescription(
      /Enter a valid phone number of one of the countries we ship to/,
    );
  });

  it('stores the order, starts the checkout with the server size and goes to its url', async () => {
    const user = userEvent.setup();
    const { fetchMock, redirect } = renderStep5({
      'POST /api/store_order_details': () => ({ body: { success: true, book_size: 'small' } }),
      'POST /api/create-checkout-payment_intent': () => ({
        body: { success: true, url: '/api/test-checkout/cs_1', session_id: 'cs_1' },
      }),
    });
    await loaded();
    await fillLondon(user);
    await enter(user, /^Apartment/, 'Flat 3');
    await user.click(screen.getByRole('radio', { name: /^Hardcover/ }));
    await user.click(screen.getByRole('button', { name: 'One more copy' }));
    await user.click(screen.getByRole('radio', { name: 'Expedited, +$14.99' }));
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/test-checkout/cs_1'));
    expect(sentBodies(fetchMock, 'POST', '/api/store_order_details')).toEqual([
      {
        paper_color: 'cream',
        binding_type: 'hardcover',
        email: 'ada@example.com',
        quantity: 2,
        shipping_address: {
          first_name: 'Ada',
          last_name: '',
          street1: '10 Downing Street',
          street2: 'Flat 3',
          city: 'London',
          state_code: 'LND',
          postcode: 'SW1A 1AA',
          country_code: 'GB',
          phone_number: '+44 20 7946 0958',
        },
        shipping_level: 'GROUND_HD',
        dedication: '',
      },
    ]);
    expect(sentBodies(fetchMock, 'POST', '/api/create-checkout-payment_intent')).toEqual([
      { item_type: 'hardcover_small', quantity: 2, shipping_level: 'GROUND_HD', proof_choice: 'review' },
    ]);
    // The summary follows the size the server charges for (S), so it shows what the checkout asks.
    expect(total()).toHaveTextContent(`$${(49.99 + 42.99 + 14.99).toFixed(2)}`);
  });

  it("offers to read the whole book before it prints (chosen by default) or to print it at once, and sends the buyer's choice with the checkout", async () => {
    const user = userEvent.setup();
    const { fetchMock, redirect } = renderStep5({
      'POST /api/store_order_details': () => ({ body: { success: true, book_size: 'medium' } }),
      'POST /api/create-checkout-payment_intent': () => ({
        body: { success: true, url: '/api/test-checkout/cs_2', session_id: 'cs_2' },
      }),
    });
    await loaded();
    const choice = screen.getByRole('group', { name: 'Before printing' });
    const review = within(choice).getByRole('radio', {
      name: /^Let me read the whole book before it's printed \(recommended\)/,
    });
    const atOnce = within(choice).getByRole('radio', { name: /^Print it as soon as it's written/ });
    expect(review).toBeChecked();
    expect(atOnce).not.toBeChecked();
    await user.click(atOnce);
    expect(atOnce).toBeChecked();
    await fillLondon(user);
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/test-checkout/cs_2'));
    expect(sentBodies(fetchMock, 'POST', '/api/create-checkout-payment_intent')).toEqual([
      { item_type: 'softcover_medium', quantity: 1, shipping_level: 'MAIL', proof_choice: 'print_when_written' },
    ]);
  });

  it("shows the server's message when payment cannot start, keeps the form, and marks the field it names", async () => {
    const user = userEvent.setup();
    const { redirect } = renderStep5({
      'POST /api/store_order_details': () => ({
        status: 400,
        body: {
          error: 'VALIDATION_FAILED',
          message: 'shipping_address.city: City must be at most 100 characters',
          details: [{ path: 'shipping_address.city', message: 'City must be at most 100 characters' }],
        },
      }),
    });
    await loaded();
    await fillLondon(user);
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(
      'shipping_address.city: City must be at most 100 characters',
    );
    expect(field(/^City/)).toHaveAccessibleDescription('City must be at most 100 characters');
    expect(field(/^Street/)).toHaveValue('10 Downing Street');
    expect(screen.getByRole('button', { name: 'Go to Payment' })).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says so when the checkout cannot be created, and stays', async () => {
    const user = userEvent.setup();
    const { redirect } = renderStep5({
      'POST /api/store_order_details': () => ({ body: { success: true, book_size: 'medium' } }),
      'POST /api/create-checkout-payment_intent': () => ({
        status: 409,
        body: { error: 'STEPS_MISSING', message: 'Finish your cover (step 4) before paying.' },
      }),
    });
    await loaded();
    await fillLondon(user);
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Finish your cover (step 4) before paying.');
    expect(redirect).not.toHaveBeenCalled();
    expect(field(/^First name/)).toHaveValue('Ada');
  });

  it("refills from the server's stored order, which wins over this browser's copy", async () => {
    localStorage.setItem(ORDER_FORM_CACHE_KEY, JSON.stringify({ firstName: 'Old', city: 'Paris' }));
    renderStep5({
      'GET /api/order_details': () =>
        nothingStored({ order_details: storedLondon, dedication: 'For Mia', book_size: 'big' }),
    });
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Ada'));
    expect(field(/^Last name/)).toHaveValue('Lovelace');
    expect(field(/^City/)).toHaveValue('London');
    expect(field(/^Phone/)).toHaveValue('+44 20 7946 0958');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('LND');
    expect(field(/^Apartment/)).toHaveValue('Flat 3');
    expect(screen.getByRole('radio', { name: /^Hardcover/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^White/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Expedited, Free, Orders over $150 ship free' })).toBeChecked();
    expect(screen.getByRole('status', { name: '2 extra copies' })).toBeInTheDocument();
    expect(within(summary()).getByText('For Mia')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$150.97');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(ORDER_FORM_CACHE_KEY)!)).toMatchObject({
        firstName: 'Ada',
        city: 'London',
      }),
    );
  });

  it('checks, when the stored order arrives, the fields the visitor has already left, and no others', async () => {
    const arrival = gate();
    const user = userEvent.setup();
    const stored = { ...storedLondon, shipping_address: { ...storedLondon.shipping_address, postcode: 'XYZ' } };
    renderStep5({
      'GET /api/order_details': async () => {
        await arrival.promise;
        return { body: { order_details: stored, dedication: 'For Mia', book_size: 'medium' } };
      },
    });
    // The visitor passes through the postal code box before the server's copy is back (a blur changes nothing).
    await user.click(await screen.findByRole('textbox', { name: /^Postal code/ }));
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    arrival.open();
    await loaded();
    expect(field(/^Postal code/)).toHaveValue('XYZ');
    expect(await screen.findByText(/^Enter a valid postal code for this country/)).toBeInTheDocument();
    // Only the box left shows an error: the rest are checked as the visitor reaches them.
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(field(/^Postal code/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^City/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("'Go to Payment' pressed before the stored order is back waits for it, then pays with it", async () => {
    const arrival = gate();
    const user = userEvent.setup();
    const { fetchMock, redirect } = renderStep5({
      'GET /api/order_details': async () => {
        await arrival.promise;
        return { body: { order_details: storedLondon, dedication: 'For Mia', book_size: 'medium' } };
      },
      'POST /api/store_order_details': () => ({ body: { success: true, book_size: 'medium' } }),
      'POST /api/create-checkout-payment_intent': () => ({
        body: { success: true, url: '/api/test-checkout/cs_3', session_id: 'cs_3' },
      }),
    });
    await screen.findByRole('textbox', { name: /^First name/ });
    await user.click(screen.getByRole('button', { name: 'Go to Payment' }));
    // Nothing is checked, marked or sent while the server's copy is on its way: the empty form is not the order.
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/store_order_details')).toEqual([]);
    arrival.open();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/test-checkout/cs_3'));
    expect(sentBodies(fetchMock, 'POST', '/api/store_order_details')).toEqual([
      expect.objectContaining({
        email: 'ada@example.com',
        shipping_address: expect.objectContaining({ first_name: 'Ada', postcode: 'SW1A 1AA' }),
      }),
    ]);
    expect(field(/^First name/)).toHaveValue('Ada');
  });

  it("keeps this browser's copy when nothing is stored, with the dedication the server made from the gift", async () => {
    localStorage.setItem(ORDER_FORM_CACHE_KEY, JSON.stringify({ firstName: 'Ada', city: 'Paris' }));
    renderStep5({ 'GET /api/order_details': () => nothingStored({ dedication: 'For Mia, from Grandma' }) });
    await loaded();
    expect(field(/^First name/)).toHaveValue('Ada');
    expect(field(/^City/)).toHaveValue('Paris');
    expect(field(/^Dedication/)).toHaveValue('For Mia, from Grandma');
    expect(within(summary()).getByText('For Mia, from Grandma')).toBeInTheDocument();
  });

  it('tells a visitor back from a cancelled checkout that nothing was charged', async () => {
    renderStep5(
      { 'GET /api/order_details': () => nothingStored({ order_details: storedLondon }) },
      '/step5?checkout=cancelled',
    );
    expect(await screen.findByText(CANCELLED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Ada'));
  });

  it('names the steps still to finish before paying', async () => {
    renderStep5({ 'GET /api/draft/progress': () => progress({ ...allStepsDone, cover: false }) });
    const notice = await screen.findByText(/Before paying, finish/);
    expect(within(notice).getByRole('link', { name: 'Cover' })).toHaveAttribute('href', '/step4');
  });
});
