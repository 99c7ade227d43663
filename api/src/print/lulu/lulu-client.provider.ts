import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LuluClient } from './lulu-client.js';

/** Injection token of the Lulu client: `LuluClient`, or null when LULU_CLIENT_KEY and LULU_CLIENT_SECRET are unset. */
export const LULU_CLIENT = 'LULU_CLIENT';

export const luluClientProvider: Provider = {
  provide: LULU_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): LuluClient | null => (config.print.lulu ? new LuluClient(config.print.lulu) : null),
};
