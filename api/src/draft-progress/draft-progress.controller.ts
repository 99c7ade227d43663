import { Controller, Get, Header } from '@nestjs/common';
import { draftProgressReplySchema, type DraftProgressReply } from '@storyloom/contracts';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { DraftProgressService } from './draft-progress.service.js';

/** Read-only: what the saved draft holds and what in it is out of date (paths relative to /api). */
@Controller('draft')
export class DraftProgressController {
  constructor(private readonly progress: DraftProgressService) {}

  @Get('progress')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(draftProgressReplySchema)
  draftProgress(@VisitorId() visitorId: string): Promise<DraftProgressReply> {
    return this.progress.progress(visitorId);
  }
}
