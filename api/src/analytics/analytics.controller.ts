import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { pageviewEventSchema, webVitalEventSchema, type PageviewEvent, type WebVitalEvent } from '@storyloom/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AnalyticsService } from './analytics.service.js';

@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('pageview')
  @HttpCode(HttpStatus.NO_CONTENT)
  recordPageview(@Body(new ZodValidationPipe(pageviewEventSchema)) event: PageviewEvent): Promise<void> {
    return this.analytics.recordPageview(event);
  }

  @Post('web-vitals')
  @HttpCode(HttpStatus.NO_CONTENT)
  recordWebVital(@Body(new ZodValidationPipe(webVitalEventSchema)) event: WebVitalEvent): Promise<void> {
    return this.analytics.recordWebVital(event);
  }
}
