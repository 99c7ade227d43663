import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '../../openapi/api-exclude.decorator.js';
import type { Response } from 'express';
import { PrintFileLinks } from './print-file-links.js';
import { PrintFileStore } from './print-file-store.js';

/** `GET /api/print-files/:order/:file?expires&sig`: the PDFs for Lulu, through a signed link only. */
@Controller('print-files')
export class PrintFilesController {
  constructor(
    private readonly links: PrintFileLinks,
    private readonly store: PrintFileStore,
  ) {}

  @Get(':order/:file')
  @ApiExcludeEndpoint()
  async file(
    @Param('order') order: string,
    @Param('file') file: string,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @Res() response: Response,
  ): Promise<void> {
    const name = this.links.verify(order, file, expires, sig);
    const { stream, size } = await this.store.open(order, name);
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Length', String(size));
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    // From the FileStore (DATA_DIR or the bucket), so any API process answers Lulu; a store that fails mid-stream
    // ends the response, and Lulu fetches again.
    stream.on('error', () => response.destroy());
    stream.pipe(response);
  }
}
