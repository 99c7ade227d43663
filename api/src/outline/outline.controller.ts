import { Body, Controller, Get, Header, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  bookSizeChoiceSchema,
  bookSizeReplySchema,
  chapterEditSchema,
  chapterNumberParamSchema,
  detailedOutlineReplySchema,
  step3ReplySchema,
  type BookSizeChoice,
  type BookSizeReply,
  type ChapterEdit,
  type DetailedOutlineReply,
  type Step3Reply,
} from '@storyloom/contracts';
import type { Request, Response } from 'express';
import { replyWithGeneration } from '../common/sse-reply.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { clientRateLimitKey } from '../security/client-address.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { OutlineGenerationService } from './outline-generation.service.js';
import { OutlineService } from './outline.service.js';

/**
 * Step 3, Outline (docs/product/step3-outline.md#what-happens-on-generate-outline): the book size and the detailed
 * outline the visitor writes, reads and shapes. POST /api/step3 answers JSON, or Server-Sent Events when the request
 * accepts text/event-stream (writing/sse-reply.ts).
 */
@Controller()
export class OutlineController {
  constructor(
    private readonly outline: OutlineService,
    private readonly generation: OutlineGenerationService,
  ) {}

  /**
   * Form-encoded `book_size` as the original page sent it (JSON works too); 400 before any stream when steps 1-2 are
   * missing.
   */
  @Post('step3')
  @ApiZodResponse(step3ReplySchema)
  async writeOutline(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(bookSizeChoiceSchema)) body: BookSizeChoice,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const prepared = await this.generation.prepare(visitorId, body.book_size);
    await replyWithGeneration<Step3Reply>(request, response, (stream) =>
      this.generation.write(prepared, stream, clientRateLimitKey(request)),
    );
  }

  /**
   * The one call outside /api, as the original site had it (docs/product/routes.md#api); excluded from the global
   * prefix in app.factory.
   */
  @Get('get_book_size')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(bookSizeReplySchema)
  async bookSize(@VisitorId() visitorId: string): Promise<BookSizeReply> {
    return { book_size: await this.outline.bookSize(visitorId) };
  }

  /** Records the size chosen on /step3, so an outline of another size is reported stale everywhere. */
  @Put('book_size')
  @ApiZodResponse(bookSizeReplySchema)
  async chooseBookSize(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(bookSizeChoiceSchema)) body: BookSizeChoice,
  ): Promise<BookSizeReply> {
    await this.outline.chooseBookSize(visitorId, body.book_size);
    return { book_size: body.book_size };
  }

  @Get('get_detailed_outline')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(detailedOutlineReplySchema)
  async detailedOutline(@VisitorId() visitorId: string): Promise<DetailedOutlineReply> {
    return this.outline.detailedOutline(visitorId);
  }

  /** Saves one chapter as the visitor shaped it; answers the whole outline as it now stands. */
  @Put('detailed_outline/chapters/:number')
  @ApiZodResponse(detailedOutlineReplySchema)
  async editChapter(
    @VisitorId() visitorId: string,
    @Param('number', new ZodValidationPipe(chapterNumberParamSchema)) number: number,
    @Body(new ZodValidationPipe(chapterEditSchema)) edit: ChapterEdit,
  ): Promise<DetailedOutlineReply> {
    return this.outline.editChapter(visitorId, number, edit);
  }
}
