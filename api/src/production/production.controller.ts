import { Controller, Get, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { productionReplySchema, type ProductionReply } from '@storyloom/contracts/delivery';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { ProductionService } from './production.service.js';

/** `?token=` once: a repeated one (`token=a&token=b`, an array) is a 400 rather than silently ignored. */
const statusTokenQuerySchema = z.string().optional();

/** The book's production for the order status page, and the interior proof (paths relative to /api). */
@Controller()
export class ProductionController {
  constructor(private readonly production: ProductionService) {}

  @Get('orders/:id/production')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(productionReplySchema)
  status(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Query('token', new ZodValidationPipe(statusTokenQuerySchema)) token?: string,
  ): Promise<ProductionReply> {
    return this.production.status(visitorId, id, token !== '' ? token : undefined);
  }

  @Get('orders/:id/production/interior.pdf')
  @Header('Cache-Control', 'private, no-store')
  async interiorProof(
    @VisitorId() visitorId: string,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.production.interiorProof(visitorId, id);
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    return new StreamableFile(pdf);
  }
}
