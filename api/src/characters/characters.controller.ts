import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  CHARACTERS_SAVED_MESSAGE,
  getCharactersReplySchema,
  savedCharactersReplySchema,
  step1ReplySchema,
  step1RequestSchema,
  type GetCharactersReply,
  type SavedCharactersReply,
  type Step1Reply,
  type Step1Request,
} from '@storyloom/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { CharactersService } from './characters.service.js';

/**
 * Step 1 (docs/product/step1-characters.md#what-happens-on-proceed): save the visitor's characters and read them
 * back.
 */
@Controller()
export class CharactersController {
  constructor(private readonly characters: CharactersService) {}

  /** Saving overwrites the draft's characters, so it answers 200 rather than 201 (nothing new is created). */
  @Post('step1')
  @HttpCode(HttpStatus.OK)
  @ApiZodResponse(step1ReplySchema)
  async saveCharacters(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(step1RequestSchema)) body: Step1Request,
  ): Promise<Step1Reply> {
    await this.characters.save(visitorId, body.characters);
    return { message: CHARACTERS_SAVED_MESSAGE };
  }

  /** Lets /step1 show what the visitor saved after a reload or a return from step 2. */
  @Get('step1')
  @ApiZodResponse(savedCharactersReplySchema)
  async savedCharacters(@VisitorId() visitorId: string): Promise<SavedCharactersReply> {
    return { characters: await this.characters.savedCharacters(visitorId) };
  }

  @Get('get_characters')
  @ApiZodResponse(getCharactersReplySchema)
  async storedCharacters(@VisitorId() visitorId: string): Promise<GetCharactersReply> {
    return { success: true, characters: await this.characters.storedCharacters(visitorId) };
  }
}
