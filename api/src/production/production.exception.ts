import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures of a book's production pages, mapped to the uniform error shape by the global filter. */
export abstract class ProductionException extends AppException {}

/** The interior proof is asked for before the book is typeset. */
export class ProofNotReadyException extends ProductionException {
  constructor() {
    super(
      'PROOF_NOT_READY',
      'The PDF proof is not ready yet: it can be downloaded once your book is typeset.',
      HttpStatus.CONFLICT,
    );
  }
}

/** An operator's retry of an order whose production has no failed stage. */
export class NothingToRetryException extends ProductionException {
  constructor(orderId: string) {
    super('NOTHING_TO_RETRY', `Order ${orderId} has no failed stage to retry.`, HttpStatus.CONFLICT);
  }
}

/** The shipped e-mail is asked for again before Lulu reported the order shipped. */
export class NotShippedYetException extends ProductionException {
  constructor(orderId: string) {
    super(
      'NOT_SHIPPED_YET',
      `Order ${orderId} has not shipped yet: there is no shipped e-mail to send.`,
      HttpStatus.CONFLICT,
    );
  }
}

export class OperatorRequestInvalidException extends ProductionException {
  constructor(message: string) {
    super('INVALID_OPERATOR_REQUEST', message, HttpStatus.BAD_REQUEST);
  }
}
