import type { OpenAiConfig } from '../../src/config/app-config.js';

/**
 * The OpenAI writer's configuration pointed at a local OpenAI-compatible test server: short timeouts so a test of a
 * hanging provider ends quickly, the default output caps, and a model name per task that tests can assert on.
 */
export const openAiTestConfig = (baseURL: string, changes: Partial<OpenAiConfig> = {}): OpenAiConfig => ({
  apiKey: 'test-key',
  baseURL,
  models: { summary: 'summary-model', outline: 'outline-model', chapter: 'chapter-model' },
  timeoutMs: 5000,
  maxRetries: 2,
  interactiveTimeoutMs: 5000,
  outputTokens: { max: 16_384, summary: 2000, perOutlineChapter: 250 },
  ...changes,
});
