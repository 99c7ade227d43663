import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LuluClient } from './lulu-client.js';

/** Injection token of the Lulu client: `LuluClient`, or null when LULU_CLIENT_KEY and LULU_CLIENT_SECRET are unset. */
export const LULU_CLIENT = 'LULU_CLIENT';

/**
 * The same, for questions a visitor waits on (step 5's shipping dates): one attempt of at most 5 s, token included,
 * because the answer has a documented fallback and backing off for a minute would freeze the page instead.
 */
export const LULU_QUICK_CLIENT = 'LULU_QUICK_CLIENT';

export const luluClientProvider: Provider = {
  provide: LULU_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): LuluClient | null => (config.print.lulu ? new LuluClient(config.print.lulu) : null),
};

export const luluQuickClientProvider: Provider = {
  provide: LULU_QUICK_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): LuluClient | null =>
    config.print.lulu ? new LuluClient({ ...config.print.lulu, attempts: 1, timeoutMs: 5000 }) : null,
};
