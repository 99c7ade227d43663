/** A configuration problem an operator must fix; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
