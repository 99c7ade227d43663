import type { LoggerService } from '@nestjs/common';
import type { Logger as PinoLogger } from 'pino';

/** Nest's start-up chatter (module and route registration) is only interesting when debugging. */
const BOOTSTRAP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's last optional parameter is its context (the class name); earlier ones are extra data or a stack. */
function splitContext(params: unknown[]): { context?: string; rest: unknown[] } {
  const last = params.at(-1);
  return typeof last === 'string' ? { context: last, rest: params.slice(0, -1) } : { rest: params };
}

/** Routes `new Logger(Context).log(...)` and Nest's own messages to pino, so every line is structured JSON. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly pino: PinoLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    const { context } = splitContext(params);
    const level = context && BOOTSTRAP_CONTEXTS.has(context) ? 'debug' : 'info';
    this.pino[level]({ context }, String(message));
  }

  error(message: unknown, ...params: unknown[]): void {
    const { context, rest } = splitContext(params);
    const stack = rest.find((param): param is string => typeof param === 'string');
    if (message instanceof Error) this.pino.error({ context, err: message }, message.message);
    else this.pino.error({ context, stack }, String(message));
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.pino.warn({ context: splitContext(params).context }, String(message));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.pino.debug({ context: splitContext(params).context }, String(message));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.pino.trace({ context: splitContext(params).context }, String(message));
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.pino.fatal({ context: splitContext(params).context }, String(message));
  }
}
