import { Injectable } from '@nestjs/common';
import type { HealthReply } from '@storyloom/contracts';
import { DatabaseUnavailableException } from './health.exception.js';
import { HealthRepository } from './health.repository.js';

@Injectable()
export class HealthService {
  constructor(private readonly health: HealthRepository) {}

  async check(): Promise<HealthReply> {
    try {
      await this.health.ping();
    } catch (error) {
      throw new DatabaseUnavailableException(error);
    }
    return { status: 'ok', database: 'ok' };
  }
}
