import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures that belong to Step 1's characters, mapped to the uniform error shape by the global filter. */
export abstract class CharactersException extends AppException {}

/**
 * The draft holds characters that no longer pass the contract (for example saved before a limit tightened).
 * They are never served half-valid; the visitor re-enters them on step 1, which overwrites the draft.
 */
export class StoredCharactersUnreadableException extends CharactersException {
  constructor() {
    super(
      'CHARACTERS_DRAFT_UNREADABLE',
      'Your saved characters could not be read. Please enter them again on step 1.',
      HttpStatus.CONFLICT,
    );
  }
}
