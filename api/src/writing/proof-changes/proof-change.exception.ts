import { HttpStatus } from '@nestjs/common';
import { WritingException } from '../writing.exception.js';

/**
 * A plain-words request the writer cannot carry out as asked. Nothing changed; the message tells the buyer what to
 * write instead. (A provider failure is WriterUnavailableException, as everywhere else in the writing engine.)
 */
export abstract class ProofChangeException extends WritingException {}

/** The writer could not tell what to change ('Make it better' in the whole book's box, an empty instruction). */
export class ProofChangeNotUnderstoodException extends ProofChangeException {
  constructor(hint: string) {
    super('PROOF_CHANGE_NOT_UNDERSTOOD', `We could not tell what to change. ${hint}`, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** The request names a chapter the book does not have. */
export class ProofChangeChapterUnknownException extends ProofChangeException {
  constructor(chapter: number, chapters: number) {
    super(
      'PROOF_CHANGE_CHAPTER_UNKNOWN',
      `This book has chapters 1 to ${chapters}; there is no chapter ${chapter}.`,
      HttpStatus.UNPROCESSABLE_ENTITY,
      {
        details: { chapter, chapters },
      },
    );
  }
}

/** A change the demo writer (no AI key configured) cannot make; hand edits still work. */
export class ProofChangeNeedsWriterException extends ProofChangeException {
  constructor(what: string) {
    super(
      'PROOF_CHANGE_NEEDS_WRITER',
      `The demo writer cannot ${what}. It can rename someone, leave something out, or rewrite one chapter; you can also edit the text by hand.`,
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
}

/** Leaving the thing out would leave a chapter with almost nothing in it: the chapter is about it. */
export class ProofChangeRemovesTooMuchException extends ProofChangeException {
  constructor(what: string, chapters: readonly number[]) {
    const which =
      chapters.length === 1 ? `chapter ${chapters[0]}, which is` : `chapters ${chapters.join(', ')}, which are`;
    super(
      'PROOF_CHANGE_REMOVES_TOO_MUCH',
      `Leaving out ${what} would leave almost nothing of ${which} about it. Ask for a rewrite of ${chapters.length === 1 ? 'that chapter' : 'each of them'} instead.`,
      HttpStatus.UNPROCESSABLE_ENTITY,
      { details: { chapters } },
    );
  }
}
