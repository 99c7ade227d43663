import { Controller, Get, Header } from '@nestjs/common';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { healthReplySchema, type HealthReply } from '@storyloom/contracts';
import { HealthService } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness and readiness in one: 200 when the database answers, 503 DATABASE_UNAVAILABLE otherwise. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(healthReplySchema)
  check(): Promise<HealthReply> {
    return this.health.check();
  }
}
