import { Body, Controller, Get, Header, Post, Put, Req, Res, UseFilters } from '@nestjs/common';
import {
  generateOutlineReplySchema,
  generateOutlineRequestSchema,
  step2ReplySchema,
  step2RequestSchema,
  storyGiftEditSchema,
  storyOutlineEditSchema,
  storyStateReplySchema,
  type GenerateOutlineReply,
  type GenerateOutlineRequest,
  type Step2Reply,
  type Step2Request,
  type StoryGiftEdit,
  type StoryOutlineEdit,
  type StoryStateReply,
} from '@storyloom/contracts';
import type { Request, Response } from 'express';
import { replyWithGeneration } from '../common/sse-reply.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { clientRateLimitKey } from '../security/client-address.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { PremiseService } from './premise.service.js';
import { SuccessFlagExceptionFilter } from './success-flag.filter.js';

/**
 * Step 2, Premise (docs/product/step2-premise.md#what-happens-on-generate-summary). The generating routes answer
 * JSON, or Server-Sent Events when the request accepts text/event-stream (see writing/sse-reply.ts); paths are
 * relative to /api.
 */
@Controller()
export class PremiseController {
  constructor(private readonly premise: PremiseService) {}

  @Post('step2')
  @ApiZodResponse(step2ReplySchema)
  async writeSummary(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(step2RequestSchema)) body: Step2Request,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const prepared = await this.premise.prepareSummary(visitorId, body);
    await replyWithGeneration<Step2Reply>(request, response, async (stream) => ({
      story_outline: await this.premise.writeSummary(prepared, stream, clientRateLimitKey(request)),
    }));
  }

  /** Lets /step2 restore the story details and the summary after a reload. */
  @Get('step2')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(storyStateReplySchema)
  storyState(@VisitorId() visitorId: string): Promise<StoryStateReply> {
    return this.premise.storyState(visitorId);
  }

  /** Edit / Save on /step2: the visitor's own version of the summary. */
  @Put('story_outline')
  @ApiZodResponse(storyOutlineEditSchema)
  async saveEditedSummary(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(storyOutlineEditSchema)) body: StoryOutlineEdit,
  ): Promise<StoryOutlineEdit> {
    await this.premise.saveEditedSummary(visitorId, body.story_outline);
    return body;
  }

  /** The "About this gift" section changed after the summary was written: saved without writing the summary again. */
  @Put('story_gift')
  @ApiZodResponse(storyGiftEditSchema)
  async saveGift(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(storyGiftEditSchema)) body: StoryGiftEdit,
  ): Promise<StoryGiftEdit> {
    return { gift: await this.premise.saveGift(visitorId, body.gift) };
  }

  /** The /OldStep2 variant: `{ success: true, outline }`, or `{ success: false, error, message }` with a 4xx/5xx status. */
  @Post('generate_outline')
  @UseFilters(SuccessFlagExceptionFilter)
  @ApiZodResponse(generateOutlineReplySchema)
  async writeVariantSummary(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(generateOutlineRequestSchema)) body: GenerateOutlineRequest,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const prepared = await this.premise.prepareVariantSummary(visitorId, body);
    await replyWithGeneration<GenerateOutlineReply>(request, response, async (stream) => ({
      success: true,
      outline: await this.premise.writeSummary(prepared, stream, clientRateLimitKey(request)),
    }));
  }
}
