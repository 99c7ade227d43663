import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { contactMessageSchema, contactReplySchema, type ContactMessage, type ContactReply } from '@storyloom/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { clientRateLimitKey } from '../security/client-address.js';
import { ContactService } from './contact.service.js';

@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** 201 with a reference once support has it; 400 for a bad field, 429 past the per-IP limit, 503 when mail fails. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiZodResponse(contactReplySchema, 201)
  send(
    @Body(new ZodValidationPipe(contactMessageSchema)) message: ContactMessage,
    @Req() request: Request,
  ): Promise<ContactReply> {
    return this.contact.send(message, clientRateLimitKey(request));
  }
}
