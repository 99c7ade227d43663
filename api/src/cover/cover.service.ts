import { Injectable } from '@nestjs/common';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';

/** Step 4, Cover: cover images and the first chapter. Its logic arrives with the step's issue; it stores through DraftService only. */
@Injectable()
export class CoverService {
  constructor(protected readonly drafts: DraftService) {}

  /** For the draft's progress: whether the visitor has a cover saved. */
  async hasCover(visitorId: string): Promise<boolean> {
    const stored = await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.cover);
    return stored !== undefined && stored !== null;
  }
}
