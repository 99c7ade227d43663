import { Body, Controller, Get, Header, HttpCode, Param, Post, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '../../openapi/api-exclude.decorator.js';
import {
  resendEmailRequestSchema,
  type OperatorOrder,
  type OperatorOrdersReply,
  type ResendEmailReply,
} from '@storyloom/contracts/delivery';
import { OperatorGuard } from '../../print/print.service.js';
import { OperatorOrdersService } from './operator-orders.service.js';
import { OperatorRequestInvalidException } from '../production.exception.js';

/** The operators' orders API (OPERATOR_API): OPERATOR_TOKEN holders only, a 404 for everyone else. */
@Controller('operator/orders')
@UseGuards(OperatorGuard)
@ApiExcludeController()
export class OperatorOrdersController {
  constructor(private readonly operatorOrders: OperatorOrdersService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<OperatorOrdersReply> {
    return this.operatorOrders.list();
  }

  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id') id: string): Promise<OperatorOrder> {
    return this.operatorOrders.retry(id);
  }

  @Post(':id/resend-email')
  @HttpCode(200)
  resendEmail(@Param('id') id: string, @Body() body: unknown): Promise<ResendEmailReply> {
    const parsed = resendEmailRequestSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw new OperatorRequestInvalidException(parsed.error.issues[0]?.message ?? 'kind is required');
    return this.operatorOrders.resendEmail(id, parsed.data);
  }

  /** The type is the file's, not the route's: a refusal stays a JSON error. */
  @Get(':id/files/:file.pdf')
  async file(@Param('id') id: string, @Param('file') file: string): Promise<StreamableFile> {
    if (file !== 'interior' && file !== 'cover')
      throw new OperatorRequestInvalidException('file must be interior or cover');
    return new StreamableFile(await this.operatorOrders.file(id, file), { type: 'application/pdf' });
  }
}
