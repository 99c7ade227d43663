import { Controller } from '@nestjs/common';
import { CoverService } from './cover.service.js';

/** Step 4, Cover: cover images and the first chapter (spec section 7). Routes arrive with the step's issue; paths are relative to /api. */
@Controller()
export class CoverController {
  constructor(private readonly cover: CoverService) {}
}
