import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** What the first chapter is written from and what of it the draft lacks, in the words the message uses. */
export type FirstChapterInput = 'characters' | 'story details' | 'story summary' | 'detailed outline';

/** Failures of step 4's first chapter, mapped to the uniform error shape by the global filter. */
export abstract class FirstChapterException extends AppException {}

/**
 * The draft lacks what steps 1 to 3 save. 400 before anything is written (or streamed); `details.missing` names
 * each missing part, so the screen can send the visitor back to the right step.
 */
export class FirstChapterMissingInputsException extends FirstChapterException {
  constructor(missing: readonly FirstChapterInput[]) {
    super(
      'FIRST_CHAPTER_MISSING_INPUTS',
      `Missing required data: ${missing.join(', ')}. Please complete steps 1 to 3 first.`,
      HttpStatus.BAD_REQUEST,
      { details: { missing } },
    );
  }
}

/**
 * The outline was written for another book size than the one now chosen on /step3 (docs/product/step3-outline.md,
 * Book size): a first chapter written from it would open a different book. 409 until the outline is written again.
 */
export class FirstChapterOutlineStaleException extends FirstChapterException {
  constructor() {
    super(
      'FIRST_CHAPTER_OUTLINE_STALE',
      'Your outline was written for another book size. Please write the outline again on step 3, then come back for your first chapter.',
      HttpStatus.CONFLICT,
    );
  }
}
