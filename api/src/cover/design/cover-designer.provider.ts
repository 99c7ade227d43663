import type { Provider } from '@nestjs/common';
import { COVER_DESIGNER } from './cover-designer.js';
import { OfflineCoverDesigner } from './offline-cover-designer.js';

/** The CoverDesigner the configuration names; the offline designer until the OpenAI path is configured. */
export const coverDesignerProvider: Provider = {
  provide: COVER_DESIGNER,
  useFactory: () => new OfflineCoverDesigner(),
};
