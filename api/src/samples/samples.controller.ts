import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { sampleBookSchema, sampleListSchema, type SampleBook, type SampleList } from '@storyloom/contracts';
import type { Response } from 'express';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { SamplesService } from './samples.service.js';

/** A sample changes only with a deploy: an hour in caches, then asked again (the cover addresses change with it). */
const SAMPLE_CACHE = 'public, max-age=3600';
/** Cover file names carry a hash of their bytes, so a file never changes under its name. */
const COVER_CACHE = 'public, max-age=31536000, immutable';

/** The sample books that /examples, /sample-story and the landing page show. Paths are relative to /api. */
@Controller('samples')
export class SamplesController {
  constructor(private readonly samples: SamplesService) {}

  @Get()
  @Header('Cache-Control', SAMPLE_CACHE)
  @ApiZodResponse(sampleListSchema)
  list(): SampleList {
    return this.samples.list();
  }

  @Get('covers/:file')
  cover(@Param('file') file: string, @Res() response: Response): void {
    const path = this.samples.coverPath(file);
    response.sendFile(path, {
      headers: { 'Content-Type': 'image/webp', 'Cache-Control': COVER_CACHE },
      cacheControl: false,
    });
  }

  /** 404 `SAMPLE_NOT_FOUND` for a name that is no sample. */
  @Get(':slug')
  @Header('Cache-Control', SAMPLE_CACHE)
  @ApiZodResponse(sampleBookSchema)
  book(@Param('slug') slug: string): SampleBook {
    return this.samples.book(slug);
  }
}
