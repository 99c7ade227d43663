import { Module } from '@nestjs/common';
import { OutlineController } from './outline.controller.js';
import { OutlineService } from './outline.service.js';

/** Step 3, Outline: book size and detailed outline. */
@Module({ controllers: [OutlineController], providers: [OutlineService] })
export class OutlineModule {}
