import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures of orders, mapped to the uniform error shape by the global filter. */
export abstract class OrdersException extends AppException {}

/** Unknown id, or another visitor's order: the same 404, so order ids cannot be probed. */
export class OrderNotFoundException extends OrdersException {
  constructor() {
    super(
      'ORDER_NOT_FOUND',
      'We could not find this order. Open the link from your confirmation e-mail on the device you ordered from.',
      HttpStatus.NOT_FOUND,
    );
  }
}
