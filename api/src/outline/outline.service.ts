import { Injectable } from '@nestjs/common';
import { BOOK_SIZES, DEFAULT_BOOK_SIZE, type BookSize } from '@storyloom/contracts';
import { DraftService } from '../draft/draft.service.js';

const isBookSize = (value: unknown): value is BookSize => typeof value === 'string' && Object.hasOwn(BOOK_SIZES, value);

/** Step 3, Outline: the book size and the detailed outline. */
@Injectable()
export class OutlineService {
  constructor(private readonly drafts: DraftService) {}

  /** The size chosen on step 3, or the default (M) when none was chosen or what is stored is not a size. */
  async bookSize(visitorId: string): Promise<BookSize> {
    const stored = await this.drafts.getSection<unknown>(visitorId, 'bookSize');
    return isBookSize(stored) ? stored : DEFAULT_BOOK_SIZE;
  }
}
