import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures that belong to Step 2, mapped to the uniform error shape by the global filter. */
export abstract class PremiseException extends AppException {}

/** A summary is written about the characters; without any (none sent, none saved) there is nothing to write. */
export class PremiseCharactersMissingException extends PremiseException {
  constructor() {
    super(
      'PREMISE_CHARACTERS_MISSING',
      'Please add your characters on step 1 first, then generate the summary.',
      HttpStatus.BAD_REQUEST,
    );
  }
}

/** The gift details belong to a story: before the story details are saved (with the summary) there is none. */
export class PremiseStoryMissingException extends PremiseException {
  constructor() {
    super(
      'PREMISE_STORY_MISSING',
      'Please fill in the story details and generate the summary first; the gift details are saved with them.',
      HttpStatus.CONFLICT,
    );
  }
}

/**
 * A call name keyed by something that is neither a character's id nor a saved character's name: refused rather than
 * dropped, so a client's slip (a stale id, a typo) shows instead of a call name silently missing from the book.
 */
export class PremiseCallNameUnknownException extends PremiseException {
  constructor(keys: readonly string[]) {
    const issues = keys.map((key) => ({
      path: `gift.callNames.${key}`,
      message: `'${key}' is not one of your characters`,
    }));
    super('PREMISE_CALL_NAME_UNKNOWN', `${issues[0]!.path}: ${issues[0]!.message}`, HttpStatus.BAD_REQUEST, {
      details: issues,
    });
  }
}
