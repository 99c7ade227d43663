import { Controller } from '@nestjs/common';
import { PremiseService } from './premise.service.js';

/** Step 2, Premise: the story details and the generated summary (spec section 7). Routes arrive with the step's issue; paths are relative to /api. */
@Controller()
export class PremiseController {
  constructor(private readonly premise: PremiseService) {}
}
