import { Module } from '@nestjs/common';
import { SamplesController } from './samples.controller.js';
import { SamplesService } from './samples.service.js';

/** The sample books: GET /api/samples, /api/samples/:slug and their covers (docs/product/landing-and-content.md). */
@Module({ controllers: [SamplesController], providers: [SamplesService] })
export class SamplesModule {}
