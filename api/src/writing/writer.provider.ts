import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OfflineWriter } from './offline/offline-writer.js';
import { OpenAiWriter } from './openai/openai-writer.js';
import { WRITER } from './writing.service.js';
import type { Writer } from './writing.types.js';

export function createWriter(config: AppConfig['writing']): Writer {
  return config.writer === 'openai' ? new OpenAiWriter(config.openai) : new OfflineWriter(config.offline.wordsPerSecond);
}

/** The Writer chosen by WRITER / OPENAI_API_KEY / OPENAI_BASE_URL (see config/env.schema.ts). */
export const writerProvider: Provider = {
  provide: WRITER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createWriter(config.writing),
};
