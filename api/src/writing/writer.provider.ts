import { Logger, type Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OfflineWriter } from './offline/offline-writer.js';
import { tokenLimitField } from './openai/completion-options.js';
import { OpenAiWriter } from './openai/openai-writer.js';
import { WRITER } from './writing.service.js';
import type { Writer } from './writing.types.js';

export function createWriter(config: AppConfig['writing']): Writer {
  return config.writer === 'openai'
    ? new OpenAiWriter(config.openai)
    : new OfflineWriter(config.offline.wordsPerSecond);
}

/**
 * The line start-up logs about the writer, so an operator sees at once which server and models will write (a
 * local server answering 404 to the default gpt-4.1-mini is then easy to spot). Never the key.
 */
export function describeWriter(config: AppConfig['writing']): string {
  if (config.writer === 'offline') return `writer: offline (built-in, ${config.offline.wordsPerSecond} words/s)`;
  const { baseURL, models, outputTokens, interactiveTimeoutMs } = config.openai;
  return (
    `writer: openai at ${baseURL ?? 'https://api.openai.com/v1'}; models summary=${models.summary} outline=${models.outline} chapter=${models.chapter}; ` +
    `output cap ${outputTokens.max} tokens as ${tokenLimitField(baseURL)}; interactive timeout ${interactiveTimeoutMs} ms`
  );
}

/** The Writer chosen by WRITER / OPENAI_API_KEY / OPENAI_BASE_URL (see writing/writing.config.ts). */
export const writerProvider: Provider = {
  provide: WRITER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    new Logger('Writing').log(describeWriter(config.writing));
    return createWriter(config.writing);
  },
};
