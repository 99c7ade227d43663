import { Controller, Post, Req, Res } from '@nestjs/common';
import { firstChapterReplySchema, type FirstChapterReply } from '@storyloom/contracts';
import type { Request, Response } from 'express';
import { replyWithGeneration } from '../common/sse-reply.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { clientRateLimitKey } from '../security/client-address.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { FirstChapterService } from './first-chapter.service.js';

/**
 * Step 4's first chapter (docs/product/step4-cover.md). `POST /api/generate_first_chapter` takes no body (the
 * chapter is written from the draft) and answers `{first_chapter}` as JSON, or as Server-Sent Events when the
 * request accepts text/event-stream (common/sse-reply.ts), like POST /api/step3.
 */
@Controller()
export class FirstChapterController {
  constructor(private readonly firstChapter: FirstChapterService) {}

  @Post('generate_first_chapter')
  @ApiZodResponse(firstChapterReplySchema)
  async generate(@VisitorId() visitorId: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const prepared = await this.firstChapter.prepare(visitorId);
    await replyWithGeneration<FirstChapterReply>(request, response, (stream) =>
      this.firstChapter.write(prepared, stream, clientRateLimitKey(request)),
    );
  }
}
