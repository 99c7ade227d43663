import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';
import type { EchoMismatch } from '../draft/echoed-values.js';

/** Failures of step 5 (order details, checkout, payment events), mapped to the uniform error shape by the global filter. */
export abstract class DeliveryException extends AppException {}

export class OrderDetailsMissingException extends DeliveryException {
  constructor() {
    super(
      'DELIVERY_ORDER_DETAILS_MISSING',
      'Fill in and save the delivery details on /step5 before going to payment.',
      HttpStatus.BAD_REQUEST,
    );
  }
}

/** What the book still lacks, named as the wizard names it; `details.missing` lists the same. */
export class BookIncompleteException extends DeliveryException {
  constructor(missing: readonly string[]) {
    super(
      'DELIVERY_BOOK_INCOMPLETE',
      `Your book is not ready to order: ${missing.join(', ')} missing. Please complete steps 1 to 4 first.`,
      HttpStatus.BAD_REQUEST,
      {
        details: { missing },
      },
    );
  }
}

export class OutlineSizeChangedException extends DeliveryException {
  constructor(outlineSize: string, chosenSize: string) {
    super(
      'DELIVERY_OUTLINE_SIZE_CHANGED',
      `Your outline was written for size ${outlineSize} but size ${chosenSize} is chosen now. Write the outline again on step 3 (or choose size ${outlineSize}) before ordering.`,
      HttpStatus.BAD_REQUEST,
      { details: { outline: outlineSize, chosen: chosenSize } },
    );
  }
}

/** The checkout request disagrees with what the draft holds; the draft is the truth, so the page must refresh. */
export class CheckoutMismatchException extends DeliveryException {
  constructor(mismatches: readonly EchoMismatch[]) {
    const fields = mismatches.map(
      (mismatch) =>
        `${mismatch.field} (sent ${JSON.stringify(mismatch.sent)}, saved ${JSON.stringify(mismatch.stored)})`,
    );
    super(
      'DELIVERY_CHECKOUT_MISMATCH',
      `The order does not match your saved delivery details: ${fields.join('; ')}. Save the form again, then go to payment.`,
      HttpStatus.CONFLICT,
      { details: { mismatches } },
    );
  }
}

export class PaymentProviderException extends DeliveryException {
  constructor(cause: unknown) {
    super(
      'PAYMENT_PROVIDER_FAILED',
      'The payment service could not start your checkout. Nothing was charged; please try again in a moment.',
      HttpStatus.BAD_GATEWAY,
      {
        cause,
      },
    );
  }
}

export class PaymentWebhookNotConfiguredException extends DeliveryException {
  constructor() {
    super(
      'PAYMENT_WEBHOOK_NOT_CONFIGURED',
      'This server has no STRIPE_WEBHOOK_SECRET, so it cannot verify payment events.',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

export class PaymentWebhookSignatureException extends DeliveryException {
  constructor(cause: unknown) {
    super(
      'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
      'The Stripe-Signature header does not verify this payload; nothing was changed.',
      HttpStatus.BAD_REQUEST,
      { cause },
    );
  }
}

export class TestCheckoutNotFoundException extends DeliveryException {
  constructor() {
    super(
      'TEST_CHECKOUT_NOT_FOUND',
      'There is no test checkout with this id for you. Go back to /step5 and start the payment again.',
      HttpStatus.NOT_FOUND,
    );
  }
}

/** A signed Stripe event whose content cannot be applied (missing session, a NUL in an id, a payment without its amount). */
export class PaymentEventInvalidException extends DeliveryException {
  constructor(problem: string, details: unknown) {
    super(
      'PAYMENT_EVENT_INVALID',
      `The Stripe event cannot be applied (${problem}); nothing was changed.`,
      HttpStatus.BAD_REQUEST,
      { details },
    );
  }
}

/** Stripe signs with the time it sends; a time well ahead of ours is not an event Stripe sent now. */
export class PaymentWebhookFromTheFutureException extends DeliveryException {
  constructor(toleranceSeconds: number) {
    super(
      'PAYMENT_WEBHOOK_TIMESTAMP_INVALID',
      `The Stripe-Signature timestamp is more than ${toleranceSeconds} seconds in the future; nothing was changed.`,
      HttpStatus.BAD_REQUEST,
    );
  }
}
