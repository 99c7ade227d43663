import {
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import {
  generateCoverReplySchema,
  storedStep4ReplySchema,
  storeStep4ReplySchema,
  type GenerateCoverReply,
  type StoredStep4Reply,
  type StoreStep4Reply,
} from '@storyloom/contracts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodMultipartBody } from '../openapi/api-multipart-body.decorator.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { clientRateLimitKey } from '../security/client-address.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { CoverAssetsService } from './cover-assets.service.js';
import { CoverGenerationService } from './cover-generation.service.js';
import { coverPreviewWidthSchema, type CoverPreviewWidth } from './cover-preview-sizes.js';
import { CoverPreviewVariantsService } from './cover-preview-variants.service.js';
import { GenerateCoverErrorFilter, StoreStep4ErrorFilter } from './cover-reply.filter.js';
import { CoverNotFoundException } from './cover.exception.js';
import {
  covertestFieldsSchema,
  covertestReplySchema,
  type CovertestFields,
  type CovertestReply,
} from './covertest.schema.js';
import { CovertestService } from './covertest.service.js';
import { storeStep4FieldsSchema, type StoreStep4Fields } from './step4-form.js';
import { Step4Service } from './step4.service.js';
import { CoverUploadInterceptor, FormFields, FormFiles } from './uploads/cover-upload.interceptor.js';
import { COVERTEST_FORM, GENERATE_COVER_FORM, STORE_STEP4_FORM, type ReceivedFile } from './uploads/upload-fields.js';

/** Aborted when the visitor goes away before the answer is sent, so a designer's provider request is cancelled too. */
function abortWhenGone(response: Response): AbortSignal {
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** A cover id in a path: anything else is a cover nobody has (404, like another visitor's). */
const coverIdSchema = z.uuid();

/**
 * Step 4, Cover (docs/product/step4-cover.md): cover images from the visitor's photos, the stored cover and first
 * chapter, the cover previews, and the operator's /covertest. Paths are relative to /api. Uploads are multipart
 * forms, received by CoverUploadInterceptor; their content is checked in the services.
 */
@Controller()
export class CoverController {
  constructor(
    private readonly generation: CoverGenerationService,
    private readonly step4: Step4Service,
    private readonly assets: CoverAssetsService,
    private readonly covertest: CovertestService,
    private readonly variants: CoverPreviewVariantsService,
  ) {}

  /** Multipart `images[]` (1–8 photos): one new cover per call. Failures answer `{ success: false, error }`. */
  @Post('generate_cover')
  @HttpCode(200)
  @UseFilters(GenerateCoverErrorFilter)
  @UseInterceptors(CoverUploadInterceptor(GENERATE_COVER_FORM))
  @ApiZodMultipartBody({ ...GENERATE_COVER_FORM, filesRequired: true })
  @ApiZodResponse(generateCoverReplySchema)
  generateCover(
    @VisitorId() visitorId: string,
    @FormFiles() files: ReceivedFile[],
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<GenerateCoverReply> {
    return this.generation.generate(visitorId, clientRateLimitKey(request), files, abortWhenGone(response));
  }

  /** Multipart `image` (cover.png), `firstChapter` and, for a generated cover, `coverId`. */
  @Post('store_step4')
  @HttpCode(200)
  @UseFilters(StoreStep4ErrorFilter)
  @UseInterceptors(CoverUploadInterceptor(STORE_STEP4_FORM))
  @ApiZodMultipartBody({ ...STORE_STEP4_FORM, fields: storeStep4FieldsSchema })
  @ApiZodResponse(storeStep4ReplySchema)
  async storeStep4(
    @VisitorId() visitorId: string,
    @FormFields(new ZodValidationPipe(storeStep4FieldsSchema)) fields: StoreStep4Fields,
    @FormFiles() files: ReceivedFile[],
    @Req() request: Request,
  ): Promise<StoreStep4Reply> {
    await this.step4.store({ visitorId, ip: clientRateLimitKey(request) }, fields, files);
    return { success: true };
  }

  /** What /step4 shows when the visitor comes back: the stored cover (its preview's URL) and first chapter. */
  @Get('step4')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(storedStep4ReplySchema)
  stored(@VisitorId() visitorId: string): Promise<StoredStep4Reply> {
    return this.step4.stored(visitorId);
  }

  /** A cover's screen preview, for its owner only: another visitor gets the same 404 as for a cover that never was. */
  @Get('covers/:id/preview')
  async preview(@VisitorId() visitorId: string, @Param('id') id: string, @Res() response: Response): Promise<void> {
    const coverId = coverIdSchema.safeParse(id);
    const preview = coverId.success ? await this.assets.coverPreview(visitorId, coverId.data) : undefined;
    if (!preview) throw new CoverNotFoundException();
    // Private: only the visitor's own browser may keep it; a cover id never changes its picture.
    response.set({ 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=86400', Vary: 'Cookie' });
    response.send(preview);
  }

  /**
   * The same preview as WebP at the width a screen needs (`?width=` one of COVER_PREVIEW_WIDTHS; any other answers
   * 400), for step 4's srcset and the page's preload hint: a few tens of KB instead of the 800 px PNG.
   */
  @Get('covers/:id/preview.webp')
  async previewWebp(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('width', new ZodValidationPipe(coverPreviewWidthSchema)) width: CoverPreviewWidth,
    @Res() response: Response,
  ): Promise<void> {
    const coverId = coverIdSchema.safeParse(id);
    const webp = coverId.success ? await this.variants.webp(visitorId, coverId.data, width) : undefined;
    if (!webp) throw new CoverNotFoundException();
    response.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'private, max-age=86400', Vary: 'Cookie' });
    response.send(webp);
  }

  /** The operator's /covertest: `images[]` plus title, genre, tone, name, count (1–4); stores nothing. */
  @Post('covertest')
  @HttpCode(200)
  @UseInterceptors(CoverUploadInterceptor(COVERTEST_FORM))
  @ApiZodMultipartBody({ ...COVERTEST_FORM, fields: covertestFieldsSchema, filesRequired: true })
  @ApiZodResponse(covertestReplySchema)
  covertestDesign(
    @VisitorId() visitorId: string,
    @FormFields(new ZodValidationPipe(covertestFieldsSchema)) fields: CovertestFields,
    @FormFiles() files: ReceivedFile[],
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CovertestReply> {
    return this.covertest.design(visitorId, clientRateLimitKey(request), fields, files, abortWhenGone(response));
  }
}
