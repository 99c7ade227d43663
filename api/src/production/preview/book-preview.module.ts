import { Module } from '@nestjs/common';
import { CharactersModule } from '../../characters/characters.module.js';
import { CoverModule } from '../../cover/cover.module.js';
import { DeliveryModule } from '../../delivery/delivery.module.js';
import { OutlineModule } from '../../outline/outline.module.js';
import { PremiseModule } from '../../premise/premise.module.js';
import { BookPreviewController } from './book-preview.controller.js';
import { BookPreviewService } from './book-preview.service.js';

/** /step5's 'Preview your book': the draft typeset by the printed book's own typesetter. */
@Module({
  imports: [CharactersModule, PremiseModule, OutlineModule, CoverModule, DeliveryModule],
  controllers: [BookPreviewController],
  providers: [BookPreviewService],
})
export class BookPreviewModule {}
