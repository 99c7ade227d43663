import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The visitor's network address for the per-IP generation limit: `request.ip`, which honours TRUST_PROXY (the
 * address the trusted proxy saw), when it is an IP address; otherwise the connection's own peer. A forwarded
 * header that is not an address (`X-Forwarded-For: anything`) is never stored or counted as one.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.ip;
  if (forwarded !== undefined && isIP(forwarded) !== 0) return forwarded;
  return request.socket.remoteAddress ?? '0.0.0.0';
}
