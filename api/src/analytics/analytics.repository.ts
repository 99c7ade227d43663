import { Injectable } from '@nestjs/common';
import type { PageviewEvent, WebVitalEvent } from '@storyloom/contracts';
import { Database } from '../database/database.js';

/** The only code that touches the analytics tables. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly db: Database) {}

  async insertPageview(event: PageviewEvent): Promise<void> {
    await this.db.query('INSERT INTO analytics_pageviews (page, title) VALUES ($1, $2)', [event.page, event.title]);
  }

  async insertWebVital(event: WebVitalEvent): Promise<void> {
    await this.db.query(
      'INSERT INTO analytics_web_vitals (name, value, rating, metric_id, page) VALUES ($1, $2, $3, $4, $5)',
      [event.name, event.value, event.rating, event.id, event.page],
    );
  }
}
