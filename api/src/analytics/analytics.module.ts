import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsRepository } from './analytics.repository.js';
import { AnalyticsService } from './analytics.service.js';

@Module({ controllers: [AnalyticsController], providers: [AnalyticsService, AnalyticsRepository] })
export class AnalyticsModule {}
