import { inspect } from 'node:util';
import { ConfigError } from './app-config.js';

/**
 * What main.ts prints when the server cannot start. A ConfigError is something the operator fixes in the
 * environment, so its message (naming the variable) is the whole story; anything else is a bug and keeps its stack.
 */
export function startupFailureMessage(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  return `Storyloom failed to start: ${inspect(error)}`;
}
