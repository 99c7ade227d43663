import { Injectable } from '@nestjs/common';
import { DraftService } from '../draft/draft.service.js';

/** Step 2, Premise: the story details and the generated summary. Its logic arrives with the step's issue; it stores through DraftService only. */
@Injectable()
export class PremiseService {
  constructor(protected readonly drafts: DraftService) {}
}
