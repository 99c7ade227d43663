import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception.js';

/** The digital edition is asked for before the book is approved (digital-edition-availability.ts). */
export class DigitalEditionNotReadyException extends AppException {
  constructor() {
    super(
      'DIGITAL_EDITION_NOT_READY',
      'The digital edition is not ready yet: it can be downloaded once your book is ready for printing.',
      HttpStatus.CONFLICT,
    );
  }
}
