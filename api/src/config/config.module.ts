import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './app-config.js';
import { CLOCK, systemClock, type Clock } from './clock.js';

export const APP_CONFIG = 'APP_CONFIG';

/** Injects the AppConfig built at boot: `constructor(@InjectConfig() config: AppConfig)`. */
export const InjectConfig = (): ParameterDecorator => Inject(APP_CONFIG);

/** Makes the boot-time AppConfig and the clock (CLOCK) available everywhere; configuration is never re-read. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
