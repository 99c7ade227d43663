import { Injectable } from '@nestjs/common';
import type { PageviewEvent, WebVitalEvent } from '@storyloom/contracts';
import { AnalyticsRepository } from './analytics.repository.js';

/** Self-hosted analytics: events are stored as they come, no third party involved. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  recordPageview(event: PageviewEvent): Promise<void> {
    return this.analytics.insertPageview(event);
  }

  recordWebVital(event: WebVitalEvent): Promise<void> {
    return this.analytics.insertWebVital(event);
  }
}
