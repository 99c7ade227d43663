import { Body, Controller, HttpCode, Logger, Param, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '../../openapi/api-exclude.decorator.js';
import { operatorProofApproveRequestSchema, type OperatorProofApproveReply } from '@storyloom/contracts/delivery';
import { OrderNotFoundException, OrdersService } from '../../orders/orders.service.js';
import { OperatorGuard } from '../../print/print.service.js';
import { ProofVersionsService } from './proof-versions.service.js';
import { ProofRequestInvalidException } from './proof.exception.js';
import { ProofRepository } from './proof.repository.js';

/** An operator approves a proof on the buyer's behalf (OPERATOR_TOKEN holders only; docs/product/proof.md#approval). */
@Controller('operator/orders')
@UseGuards(OperatorGuard)
@ApiExcludeController()
export class ProofOperatorController {
  private readonly logger = new Logger('Proof');

  constructor(
    private readonly orders: OrdersService,
    private readonly repository: ProofRepository,
    private readonly versions: ProofVersionsService,
  ) {}

  @Post(':id/proof/approve')
  @HttpCode(200)
  async approve(@Param('id') id: string, @Body() body: unknown): Promise<OperatorProofApproveReply> {
    // Who approves (the operator's name, kept with the approval) and, optionally, which version (default: the newest).
    const parsed = operatorProofApproveRequestSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw new ProofRequestInvalidException(parsed.error.issues[0]?.message ?? 'operator is required');
    const order = await this.orders.findById(id);
    if (!order) throw new OrderNotFoundException();
    const version = parsed.data.version ?? (await this.repository.version(order.id))?.version ?? 1;
    await this.versions.approve(order.id, version, 'operator', parsed.data.operator);
    this.logger.log(
      `operator ${parsed.data.operator} approved version ${version} of order ${order.id} on the buyer's behalf`,
    );
    return { approved_version: version, approved_by: 'operator', operator: parsed.data.operator };
  }
}
