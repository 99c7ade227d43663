import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.js';

@Injectable()
export class HealthRepository {
  constructor(private readonly db: Database) {}

  /** A round trip through the database, so "ok" means queries are really being answered. */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
