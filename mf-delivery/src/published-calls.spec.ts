import { it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import {
  bookPreviewReplySchema,
  checkoutReplySchema,
  orderDetailsReplySchema,
  shippingOptionsReplySchema,
  storeOrderDetailsReplySchema,
} from '@storyloom/contracts/delivery';
import { expectRecorded, recordCalls } from '@storyloom/kit/testing';
import { createCheckout, loadStoredOrder, storeOrderDetails } from './lib/delivery-api.js';
import { emptyOrderForm, orderDetailsFromForm } from './lib/order-form.js';
import { loadBookPreview } from './lib/preview-api.js';
import { useShippingOptions } from './lib/use-shipping-options.js';

// This version's calls to the API on /step5, as its own functions send them (api/test/published-remote-calls.spec.ts
// replays every released version's record against the current API; `npm run contract:record` rewrites this
// version's). The pages after payment (order status, proof, operator, test order) need a paid order in production
// and are not recorded yet.
it('calls the API as its record says (api/contracts/published-calls/mf-delivery)', async () => {
  const form = {
    ...emptyOrderForm(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '020 7946 0958',
    country: 'GB' as const,
    state: 'WSM',
    city: 'London',
    postcode: 'SW1A 1AA',
    street: '10 Downing Street',
    apartment: 'Flat 2',
    dedication: 'For Ada, who found the lantern.',
  };
  const shipping = { options: [] };
  const calls = await recordCalls(
    {
      'GET /api/order_details': {
        schema: orderDetailsReplySchema,
        reply: { order_details: null, dedication: '', book_size: 'medium' },
      },
      'GET /api/shipping_options?country=GB&state=WSM': { schema: shippingOptionsReplySchema, reply: shipping },
      'GET /api/book_preview?paper_color=cream&binding_type=softcover&dedication=For+Ada%2C+who+found+the+lantern.': {
        schema: bookPreviewReplySchema,
        reply: {},
      },
      'POST /api/store_order_details': {
        schema: storeOrderDetailsReplySchema,
        reply: { success: true, book_size: 'medium' },
      },
      'POST /api/create-checkout-payment_intent': {
        schema: checkoutReplySchema,
        reply: { success: true, url: '/checkout/test/cs_1', session_id: 'cs_1' },
      },
    },
    async () => {
      const stored = await loadStoredOrder();
      // The hook asks as soon as a country is chosen (during the render), whatever the reply.
      renderHook(() => useShippingOptions(form.country, form.state, '')).unmount();
      await loadBookPreview({
        paper_color: form.paperColor,
        binding_type: form.binding,
        dedication: form.dedication,
      }).catch(() => undefined);
      const size = await storeOrderDetails(orderDetailsFromForm(form));
      await createCheckout(form, size ?? stored.size);
    },
  );
  expectRecorded('mf-delivery', 4, calls);
});
