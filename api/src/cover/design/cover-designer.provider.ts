import { Logger, type Provider } from '@nestjs/common';
import type { AppConfig, CoverDesignConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { COVER_DESIGNER, type CoverDesigner } from './cover-designer.js';
import { OfflineCoverDesigner } from './offline-cover-designer.js';
import { OpenAiCoverDesigner } from './openai/openai-cover-designer.js';

export function createCoverDesigner(config: CoverDesignConfig): CoverDesigner {
  // The OpenAI designer falls back to the offline one on a server without an images API.
  return config.designer === 'openai'
    ? new OpenAiCoverDesigner(config.openai, new OfflineCoverDesigner())
    : new OfflineCoverDesigner();
}

/** The start-up line about the cover designer (never the key), like the writer's. */
export function describeCoverDesigner(config: CoverDesignConfig): string {
  if (config.designer === 'offline') return 'cover designer: offline (built-in procedural designs, bundled fonts)';
  const { baseURL, model, quality, timeoutMs } = config.openai;
  return `cover designer: openai images edit at ${baseURL}; model ${model}, quality ${quality}, timeout ${timeoutMs} ms`;
}

/** The CoverDesigner chosen by COVER_DESIGNER / OPENAI_IMAGE_API_KEY (see cover/cover.config.ts). */
export const coverDesignerProvider: Provider = {
  provide: COVER_DESIGNER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    new Logger('Cover').log(describeCoverDesigner(config.coverDesign));
    return createCoverDesigner(config.coverDesign);
  },
};
