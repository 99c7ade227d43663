import { Controller, Get, Header } from '@nestjs/common';
import type { BookSize } from '@storyloom/contracts';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { OutlineService } from './outline.service.js';

export interface BookSizeReply {
  book_size: BookSize;
}

/** Step 3, Outline (spec section 7). */
@Controller()
export class OutlineController {
  constructor(private readonly outline: OutlineService) {}

  /** The spec places this one call outside /api (excluded from the global prefix in app.factory). */
  @Get('get_book_size')
  @Header('Cache-Control', 'no-store')
  async bookSize(@VisitorId() visitorId: string): Promise<BookSizeReply> {
    return { book_size: await this.outline.bookSize(visitorId) };
  }
}
