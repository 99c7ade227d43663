import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
import { openApiSchema } from '../openapi/openapi-schema.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { CharactersService } from './characters.service.js';

/** Step 1 (spec section 7): save the visitor's characters and read them back. */
@ApiTags('characters')
@Controller()
export class CharactersController {
  constructor(private readonly characters: CharactersService) {}

  /** Saving overwrites the draft's characters, so it answers 200 rather than 201 (nothing new is created). */
  @Post('step1')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: openApiSchema(step1ReplySchema) })
  async saveCharacters(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(step1RequestSchema)) body: Step1Request,
  ): Promise<Step1Reply> {
    await this.characters.save(visitorId, body.characters);
    return { message: CHARACTERS_SAVED_MESSAGE };
  }

  /** Lets /step1 show what the visitor saved after a reload or a return from step 2. */
  @Get('step1')
  @ApiOkResponse({ schema: openApiSchema(savedCharactersReplySchema) })
  async savedCharacters(@VisitorId() visitorId: string): Promise<SavedCharactersReply> {
    return { characters: await this.characters.savedCharacters(visitorId) };
  }

  @Get('get_characters')
  @ApiOkResponse({ schema: openApiSchema(getCharactersReplySchema) })
  async storedCharacters(@VisitorId() visitorId: string): Promise<GetCharactersReply> {
    return { success: true, characters: await this.characters.storedCharacters(visitorId) };
  }
}
