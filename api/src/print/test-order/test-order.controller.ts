import { Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeEndpoint } from '../../openapi/api-exclude.decorator.js';
import type { Request, Response } from 'express';
import { OperatorGuard } from '../operator/operator-access.js';
import { TestOrderService } from './test-order.service.js';

/** The internal test-order page's API (docs/product/step5-delivery.md#internal-test-order-internallulu-test-order): operators only. */
@Controller()
@UseGuards(OperatorGuard)
export class TestOrderController {
  constructor(private readonly testOrders: TestOrderService) {}

  /** multipart `interior_pdf`, `cover_pdf`; answers Lulu's print job. */
  @Post('test_lulu_order')
  @HttpCode(201)
  @ApiExcludeEndpoint()
  async create(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<unknown> {
    return this.testOrders.create(request, response);
  }
}
