import { Controller, Get, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { bookPreviewQuerySchema, bookPreviewReplySchema, type BookPreviewReply } from '@storyloom/contracts/delivery';
import { z } from 'zod';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../../session/visitor-id.decorator.js';
import { BookPreviewService, type BookPreviewQuery } from './book-preview.service.js';

const pageParamsSchema = z.object({
  fingerprint: z.string().regex(/^[\w-]{16,64}$/, 'Unknown preview'),
  page: z
    .string()
    .regex(/^[1-9]\d{0,2}\.png$/, 'Unknown preview page')
    .transform((name) => Number.parseInt(name, 10)),
});

/** /step5's 'Preview your book': the draft typeset as it will print (paths relative to /api). */
@Controller('book_preview')
export class BookPreviewController {
  constructor(private readonly previews: BookPreviewService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(bookPreviewReplySchema)
  preview(
    @VisitorId() visitorId: string,
    @Query(new ZodValidationPipe(bookPreviewQuerySchema)) query: BookPreviewQuery,
  ): Promise<BookPreviewReply> {
    return this.previews.preview(visitorId, query);
  }

  /**
   * A page's image: its address names the book's fingerprint, so a changed book never shows an old cached page.
   * The image's headers are set once the page is found, so a refusal is answered as JSON like any other. Its query
   * is the look the preview was set with: a process that does not hold the page typesets it again (book-preview.service.ts).
   */
  @Get(':fingerprint/:page')
  async page(
    @VisitorId() visitorId: string,
    @Param(new ZodValidationPipe(pageParamsSchema)) params: z.output<typeof pageParamsSchema>,
    @Query(new ZodValidationPipe(bookPreviewQuerySchema)) look: BookPreviewQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const png = await this.previews.page(visitorId, params.fingerprint, params.page - 1, look);
    response.set({ 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=3600', Vary: 'Cookie' });
    return new StreamableFile(png);
  }
}
