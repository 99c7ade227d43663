import { HttpStatus } from '@nestjs/common';
import { AppException, type AppExceptionOptions } from '../common/app.exception.js';

/** Failures of the visitor's draft storage. Both are programming errors (500): the visitor can only retry. */
export abstract class DraftException extends AppException {}

export class DraftSectionUnknownException extends DraftException {
  constructor(key: string) {
    super(
      'DRAFT_SECTION_UNKNOWN',
      'We could not save your progress. Please try again.',
      HttpStatus.INTERNAL_SERVER_ERROR,
      {
        cause: new Error(`"${key}" is not a draft section key`),
      },
    );
  }
}

export class DraftVisitorInvalidException extends DraftException {
  constructor(options?: AppExceptionOptions) {
    super(
      'DRAFT_VISITOR_INVALID',
      'We could not find your session. Please reload the page.',
      HttpStatus.INTERNAL_SERVER_ERROR,
      options,
    );
  }
}
