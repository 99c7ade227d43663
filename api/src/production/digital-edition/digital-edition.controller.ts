import { Controller, Get, Header, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { DIGITAL_EDITION_FORMATS, type DigitalEditionFormat } from '@storyloom/contracts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { AccountsService } from '../../accounts/accounts.service.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { VisitorId } from '../../session/visitor-id.decorator.js';
import { attachmentHeader } from './digital-edition-file-name.js';
import { DigitalEditionService } from './digital-edition.service.js';

/** `?token=` once: a repeated one (an array) is a 400, as on the status page. */
const tokenQuerySchema = z.string().optional();
const formatSchema = z.enum(DIGITAL_EDITION_FORMATS);

/** The digital edition's downloads (paths relative to /api; digitalEditionPath in the contracts). */
@Controller()
export class DigitalEditionController {
  constructor(
    private readonly editions: DigitalEditionService,
    private readonly accounts: AccountsService,
  ) {}

  @Get('orders/:id/digital-edition/:format')
  @Header('Cache-Control', 'private, no-store')
  async download(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Param('format', new ZodValidationPipe(formatSchema)) format: DigitalEditionFormat,
    @Query('token', new ZodValidationPipe(tokenQuerySchema)) token: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const accountId = token ? undefined : (await this.accounts.current(request))?.id;
    const file = await this.editions.download(id, format, {
      visitorId,
      ...(token ? { token } : {}),
      ...(accountId ? { accountId } : {}),
    });
    response.setHeader('Content-Disposition', attachmentHeader(file.fileName));
    response.setHeader('Content-Type', file.contentType);
    return new StreamableFile(file.bytes);
  }
}
