import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { bookPreviewQuerySchema, bookPreviewReplySchema, type BookPreviewReply } from '@storyloom/contracts/delivery';
import { z } from 'zod';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../../session/visitor-id.decorator.js';
import { BookPreviewService, type BookPreviewQuery } from './book-preview.service.js';

const pageParamsSchema = z.object({
  fingerprint: z.string().regex(/^[\w-]{16,64}$/, 'Unknown preview'),
  page: z.string().regex(/^[1-9]\d{0,2}\.png$/, 'Unknown preview page').transform((name) => Number.parseInt(name, 10)),
});

/** /step5's 'Preview your book': the draft typeset as it will print (paths relative to /api). */
@Controller('book_preview')
export class BookPreviewController {
  constructor(private readonly previews: BookPreviewService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(bookPreviewReplySchema)
  preview(@VisitorId() visitorId: string, @Query(new ZodValidationPipe(bookPreviewQuerySchema)) query: BookPreviewQuery): Promise<BookPreviewReply> {
    return this.previews.preview(visitorId, query);
  }

  /** A page's image: its address names the book's fingerprint, so a changed book never shows an old cached page. */
  @Get(':fingerprint/:page')
  @Header('Content-Type', 'image/png')
  @Header('Cache-Control', 'private, max-age=3600')
  @Header('Vary', 'Cookie')
  page(@VisitorId() visitorId: string, @Param(new ZodValidationPipe(pageParamsSchema)) params: z.output<typeof pageParamsSchema>): StreamableFile {
    return new StreamableFile(this.previews.page(visitorId, params.fingerprint, params.page - 1));
  }
}
