/** Step 5's API routes, for the delivery remote's calls. */
export const DELIVERY_API = {
  /** POST the order details (orderDetailsSchema); GET them back from `orderDetails`. */
  storeOrderDetails: '/api/store_order_details',
  /** GET: what /step5 refills from (orderDetailsReplySchema). */
  orderDetails: '/api/order_details',
  /** POST checkoutRequestSchema; answers checkoutReplySchema. */
  checkout: '/api/create-checkout-payment_intent',
  /** GET the delivery dates of each shipping method for a destination (shippingOptionsQuerySchema → shippingOptionsReplySchema). */
  shippingOptions: (query: { country: string; state?: string; need_by?: string }) =>
    `/api/shipping_options?${Object.entries(query)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&')}`,
  /** GET one of the visitor's own orders (orderReplySchema). */
  order: (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`,
  /**
   * GET the book's production (productionReplySchema): the owner's cookie, or the status token of the e-mail's link
   * (then `?token=`). Poll it; the reply says how soon to ask again.
   */
  production: (orderId: string, token?: string) =>
    `/api/orders/${encodeURIComponent(orderId)}/production${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  /** GET the interior PDF proof once typeset (the owner only). */
  interiorProof: (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/production/interior.pdf`,
} as const;

/**
 * Pages the checkout (Stripe's, or the built-in test checkout) sends the visitor back to, and the order status
 * page the confirmation e-mail links to; the delivery remote serves them. The order id travels in the `order`
 * query parameter, so each page is one fixed path of the route list. After cancelling: /step5 with
 * `checkout=cancelled`, the form refilled from the draft.
 */
export const ORDER_PAGES = {
  success: '/order/success',
  status: '/order/status',
  cancelled: '/step5?checkout=cancelled',
} as const;

export const orderSuccessPath = (orderId: string): string =>
  `${ORDER_PAGES.success}?order=${encodeURIComponent(orderId)}`;
/** With the order's status token (the confirmation e-mail's link), the page opens without the visitor's cookie. */
export const orderStatusPath = (orderId: string, token?: string): string =>
  `${ORDER_PAGES.status}?order=${encodeURIComponent(orderId)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
