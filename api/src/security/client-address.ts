import { isIP } from 'node:net';
import type { Application, Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The visitor's network address: `request.ip`, which honours TRUST_PROXY (the address the trusted proxy saw), when
 * it is an IP address; otherwise the connection's own peer. A forwarded header that is not an address
 * (`X-Forwarded-For: anything`) is never stored or counted as one.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.ip;
  if (forwarded !== undefined && isIP(forwarded) !== 0) return forwarded;
  return request.socket.remoteAddress ?? '0.0.0.0';
}

/** The Express setting holding RATE_LIMIT_IPV6_PREFIX (set by app.factory.ts beside `trust proxy`). */
export const RATE_LIMIT_IPV6_PREFIX_SETTING = 'storyloom rate-limit ipv6 prefix';
export const DEFAULT_RATE_LIMIT_IPV6_PREFIX = 64;

/**
 * What every per-IP limit counts under (generation, login, contact form): one customer network, not one address.
 * An IPv4 address is its own key; an IPv4-mapped IPv6 address (`::ffff:198.51.100.7`, how a dual-stack socket reports
 * IPv4 peers) is the IPv4 address; an IPv6 address is its network of `ipv6Prefix` bits (`2001:db8:1:2::/64`), since
 * one subscriber routinely gets a whole /64 and can pick a fresh address from it for every request.
 */
export function rateLimitKey(address: string, ipv6Prefix: number = DEFAULT_RATE_LIMIT_IPV6_PREFIX): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const bytes = v6.toByteArray();
  const masked = bytes.map((byte, index) => {
    const bitsLeft = ipv6Prefix - index * 8;
    if (bitsLeft >= 8) return byte;
    if (bitsLeft <= 0) return 0;
    return byte & (0xff << (8 - bitsLeft)) & 0xff;
  });
  return `${ipaddr.fromByteArray(masked).toString()}/${ipv6Prefix}`;
}

/** The rate-limit key of this request's client (clientAddress, grouped as rateLimitKey does with the app's prefix). */
export function clientRateLimitKey(request: Request): string {
  const app = request.app as Application | undefined;
  const configured = app?.get(RATE_LIMIT_IPV6_PREFIX_SETTING) as number | undefined;
  return rateLimitKey(clientAddress(request), configured ?? DEFAULT_RATE_LIMIT_IPV6_PREFIX);
}
