import { ConfigError, type DatabaseConfig } from '../config/app-config.js';

/** Where DATABASE_URL points, without its password: what an operator needs to recognise the mistake. */
function describeTarget(url: string): { database: string; server: string; user: string } | undefined {
  try {
    const parsed = new URL(url);
    return {
      database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(the user name)',
      server: `${parsed.hostname}:${parsed.port || '5432'}`,
      user: decodeURIComponent(parsed.username),
    };
  } catch {
    return undefined;
  }
}

/** pg reports a refused connection as a Node error code, sometimes wrapped in an AggregateError (IPv4 + IPv6). */
function errorCodes(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const own = 'code' in error && typeof error.code === 'string' ? [error.code] : [];
  const nested = error instanceof AggregateError ? error.errors.flatMap(errorCodes) : [];
  return [...own, ...nested];
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ETIMEDOUT']);

/**
 * Turns the PostgreSQL failures an operator fixes in DATABASE_URL (a database that does not exist, no server at
 * that address, a refused login) into a ConfigError naming the variable; anything else is a real crash and is
 * left alone (undefined).
 */
export function explainDatabaseUrlError(config: DatabaseConfig, error: unknown): ConfigError | undefined {
  if (config.driver !== 'postgres') return undefined;
  const target = describeTarget(config.url);
  if (!target) return undefined;
  const codes = errorCodes(error);
  if (codes.includes('3D000')) {
    return new ConfigError(
      `DATABASE_URL names the database "${target.database}", which does not exist on the PostgreSQL server at ${target.server}. ` +
        `Create it (createdb ${target.database}) or set DATABASE_URL to an existing database.`,
    );
  }
  if (codes.some((code) => UNREACHABLE.has(code))) {
    return new ConfigError(
      `DATABASE_URL points at ${target.server}, where no PostgreSQL server answers (${codes.find((code) => UNREACHABLE.has(code))}).`,
    );
  }
  if (codes.includes('28P01') || codes.includes('28000')) {
    return new ConfigError(
      `DATABASE_URL: the PostgreSQL server at ${target.server} refused the login of user "${target.user}".`,
    );
  }
  return undefined;
}
