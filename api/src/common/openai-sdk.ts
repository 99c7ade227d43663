import type * as OpenAIModule from 'openai';
import { lazyRequire } from './lazy-require.js';

/**
 * The OpenAI SDK (~12 MB resident), loaded when the first client is made or the first provider error classified: a
 * demo without OPENAI_API_KEY never loads it (common/lazy-require.ts). Clients and the error classes `instanceof`
 * checks against come from this one copy (the package's CommonJS build; its ES module build is a second copy whose
 * classes are other classes), so every module, tests included, takes the SDK's values from here.
 */
export const openAiSdk = lazyRequire<typeof OpenAIModule>('openai');
