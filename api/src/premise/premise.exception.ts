import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures that belong to Step 2, mapped to the uniform error shape by the global filter. */
export abstract class PremiseException extends AppException {}

/** A summary is written about the characters; without any (none sent, none saved) there is nothing to write. */
export class PremiseCharactersMissingException extends PremiseException {
  constructor() {
    super('PREMISE_CHARACTERS_MISSING', 'Please add your characters on step 1 first, then generate the summary.', HttpStatus.BAD_REQUEST);
  }
}
