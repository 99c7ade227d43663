import { Module } from '@nestjs/common';
import { PremiseController } from './premise.controller.js';
import { PremiseService } from './premise.service.js';

/** Step 2, Premise: the story details and the generated summary. */
@Module({ controllers: [PremiseController], providers: [PremiseService] })
export class PremiseModule {}
