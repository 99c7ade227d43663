import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception.js';

/** Failures of the buyer's proof (docs/product/proof.md), mapped to the uniform error shape by the global filter. */
export abstract class ProofException extends AppException {}

/** Another tab (or person) made a newer version meanwhile: nothing changed; `details.current_version` says which. */
export class ProofVersionConflictException extends ProofException {
  constructor(currentVersion: number) {
    super(
      'PROOF_VERSION_CONFLICT',
      `Your book was changed meanwhile (it is now at version ${currentVersion}): nothing was saved. Reload the proof to see the newer text, then make your change again.`,
      HttpStatus.CONFLICT,
      {
        details: { current_version: currentVersion },
      },
    );
  }
}

/** The book can no longer change: printing has started (or the version was approved). */
export class ProofLockedException extends ProofException {
  constructor(why: string) {
    super('PROOF_LOCKED', why, HttpStatus.CONFLICT);
  }
}

/** The proof is asked to change before the book is written and typeset. */
export class ProofNotInReviewException extends ProofException {
  constructor() {
    super(
      'PROOF_NOT_READY',
      'Your book is not ready for review yet: it can be changed once it is written and typeset.',
      HttpStatus.CONFLICT,
    );
  }
}

export class ProofChapterNotFoundException extends ProofException {
  constructor(chapter: number, chapters: number) {
    super(
      'PROOF_CHAPTER_NOT_FOUND',
      `There is no chapter ${chapter}: the book has ${chapters} chapters.`,
      HttpStatus.BAD_REQUEST,
    );
  }
}

export class ProofParagraphNotFoundException extends ProofException {
  constructor(chapter: number, paragraph: number, paragraphs: number) {
    super(
      'PROOF_PARAGRAPH_NOT_FOUND',
      `Chapter ${chapter} has no paragraph ${paragraph} (it has ${paragraphs}, counted from 0).`,
      HttpStatus.BAD_REQUEST,
    );
  }
}

export class ProofVersionNotFoundException extends ProofException {
  constructor(version: number) {
    super('PROOF_VERSION_NOT_FOUND', `There is no version ${version} of this book.`, HttpStatus.NOT_FOUND);
  }
}

/** The text holds characters no bundled font can print (e.g. a script we have no font for). */
export class ProofUnprintableException extends ProofException {
  constructor(characters: string[]) {
    super(
      'PROOF_UNPRINTABLE',
      `These characters cannot be printed: ${characters.join(' ')}. Please remove them and save again.`,
      HttpStatus.BAD_REQUEST,
      {
        details: { characters },
      },
    );
  }
}

export class ProofRequestInvalidException extends ProofException {
  constructor(message: string) {
    super('PROOF_INVALID_REQUEST', message, HttpStatus.BAD_REQUEST);
  }
}

/** The order's plain-words requests are used up (PROOF_REQUESTS_MAX); hand edits still work. */
export class ProofRequestsExhaustedException extends ProofException {
  constructor(max: number) {
    super(
      'PROOF_REQUESTS_EXHAUSTED',
      `You have used all ${max} changes in plain words this book comes with. You can still change any text by hand, restore an earlier version, or contact us if you need more.`,
      HttpStatus.TOO_MANY_REQUESTS,
      { details: { max } },
    );
  }
}

/** One request at a time: the next one is made on the book the last one leaves. */
export class ProofRequestWorkingException extends ProofException {
  constructor() {
    super(
      'PROOF_REQUEST_WORKING',
      'Your last request is still being worked on. Please wait for it to be ready (it takes a few seconds to a minute), then ask for the next change.',
      HttpStatus.CONFLICT,
    );
  }
}

export class ProofRequestNotFoundException extends ProofException {
  constructor() {
    super('PROOF_REQUEST_NOT_FOUND', 'There is no such request for this book.', HttpStatus.NOT_FOUND);
  }
}

const NOT_PROPOSED: Record<string, string> = {
  working: 'This request is still being worked on: there is nothing to accept yet.',
  accepted: 'This request was accepted already.',
  discarded: 'This request was discarded.',
  failed: 'This request could not be carried out, so there is nothing to accept. You can ask again in other words.',
};

/** Accepting (or discarding) a request in a state that does not allow it. */
export class ProofRequestNotProposedException extends ProofException {
  constructor(state: string) {
    super(
      'PROOF_REQUEST_NOT_PROPOSED',
      NOT_PROPOSED[state] ?? 'This request cannot change any more.',
      HttpStatus.CONFLICT,
      { details: { state } },
    );
  }
}

/** The proposal was made on a version that is no longer the newest: accepting it would undo the changes since. */
export class ProofRequestStaleException extends ProofException {
  constructor(requestVersion: number, currentVersion: number) {
    super(
      'PROOF_VERSION_CONFLICT',
      `Your book changed after this request was made (it was made on version ${requestVersion}; the book is now at version ${currentVersion}), so it cannot be accepted: it would undo the changes since. Discard it and ask again.`,
      HttpStatus.CONFLICT,
      { details: { current_version: currentVersion, request_version: requestVersion } },
    );
  }
}
