import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './app-config.js';
import { SESSION_SECRET } from '../session/session-secret.js';
import { CLOCK, systemClock, type Clock } from './clock.js';

export const APP_CONFIG = 'APP_CONFIG';

/** Injects the AppConfig built at boot: `constructor(@InjectConfig() config: AppConfig)`. */
export const InjectConfig = (): ParameterDecorator => Inject(APP_CONFIG);

/**
 * Makes the boot-time AppConfig, the clock (CLOCK) and the session secret every process shares (SESSION_SECRET, resolved
 * with the database: session/session-secret.ts) available everywhere; configuration is never re-read.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, sessionSecret: string, clock: Clock = systemClock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: SESSION_SECRET, useValue: sessionSecret },
      ],
      exports: [APP_CONFIG, CLOCK, SESSION_SECRET],
    };
  }
}
