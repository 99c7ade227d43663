import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures of a book's production pages, mapped to the uniform error shape by the global filter. */
export abstract class ProductionException extends AppException {}

/** The interior proof is asked for before the book is typeset. */
export class ProofNotReadyException extends ProductionException {
  constructor() {
    super('PROOF_NOT_READY', 'The PDF proof is not ready yet: it can be downloaded once your book is typeset.', HttpStatus.CONFLICT);
  }
}
