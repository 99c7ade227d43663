import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures of the buyer's proof (docs/product/proof.md), mapped to the uniform error shape by the global filter. */
export abstract class ProofException extends AppException {}

/** Another tab (or person) made a newer version meanwhile: nothing changed; `details.current_version` says which. */
export class ProofVersionConflictException extends ProofException {
  constructor(currentVersion: number) {
    super('PROOF_VERSION_CONFLICT', `Your book was changed meanwhile (it is now at version ${currentVersion}): nothing was saved. Reload the proof to see the newer text, then make your change again.`, HttpStatus.CONFLICT, {
      details: { current_version: currentVersion },
    });
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
    super('PROOF_NOT_READY', 'Your book is not ready for review yet: it can be changed once it is written and typeset.', HttpStatus.CONFLICT);
  }
}

export class ProofChapterNotFoundException extends ProofException {
  constructor(chapter: number, chapters: number) {
    super('PROOF_CHAPTER_NOT_FOUND', `There is no chapter ${chapter}: the book has ${chapters} chapters.`, HttpStatus.BAD_REQUEST);
  }
}

export class ProofParagraphNotFoundException extends ProofException {
  constructor(chapter: number, paragraph: number, paragraphs: number) {
    super('PROOF_PARAGRAPH_NOT_FOUND', `Chapter ${chapter} has no paragraph ${paragraph} (it has ${paragraphs}, counted from 0).`, HttpStatus.BAD_REQUEST);
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
    super('PROOF_UNPRINTABLE', `These characters cannot be printed: ${characters.join(' ')}. Please remove them and save again.`, HttpStatus.BAD_REQUEST, {
      details: { characters },
    });
  }
}

export class ProofRequestInvalidException extends ProofException {
  constructor(message: string) {
    super('PROOF_INVALID_REQUEST', message, HttpStatus.BAD_REQUEST);
  }
}
