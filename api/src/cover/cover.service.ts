import { Injectable } from '@nestjs/common';
import { DraftService } from '../draft/draft.service.js';

/** Step 4, Cover: cover images and the first chapter. Its logic arrives with the step's issue; it stores through DraftService only. */
@Injectable()
export class CoverService {
  constructor(protected readonly drafts: DraftService) {}
}
