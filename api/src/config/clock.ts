import { Inject } from '@nestjs/common';

/** What time it is. Injected (CLOCK) so date estimates can be tested at a fixed instant; production reads the system's. */
export type Clock = () => Date;

export const CLOCK = 'CLOCK';

/** `constructor(@InjectClock() private readonly clock: Clock)`. */
export const InjectClock = (): ParameterDecorator => Inject(CLOCK);

export const systemClock: Clock = () => new Date();
