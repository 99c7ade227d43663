import { isIP } from 'node:net';
import { z } from 'zod';
import { configSection } from '../config/config-section.js';
import { port } from '../config/env-parsers.js';

/** Names Express's `trust proxy` knows for whole address ranges. */
const TRUSTED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or a subnet in CIDR form (10.0.0.0/8, fd00::/8). */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  "must be false, the number of proxies in front of the server (1 behind one proxy) or the proxies' addresses " +
  "(e.g. loopback, 10.0.0.0/8); 'true' would trust an X-Forwarded-For address the client wrote itself";

/**
 * Express's `trust proxy` as a deployment should set it: false, a hop count, or the trusted proxies (addresses,
 * subnets, loopback/linklocal/uniquelocal). Not `true`: it takes the left-most X-Forwarded-For entry, which the
 * client writes, as the visitor's address, so forged headers would walk around the per-IP generation limit.
 */
const trustProxy = z
  .string()
  .transform((value) => value.trim())
  .refine(
    (value) =>
      /^(false|\d{1,2})$/i.test(value) ||
      value.split(',').every((entry) => TRUSTED_PROXY_RANGES.has(entry.trim()) || isAddressOrSubnet(entry.trim())),
    TRUST_PROXY_MESSAGE,
  )
  .transform((value): false | number | string => {
    if (/^false$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return value;
  });

export interface ServerConfig {
  port: number;
  host: string;
  trustProxy: false | number | string;
  bodyLimit: string;
  /** MAX_REQUESTS_IN_FLIGHT: API requests worked on at once before more are refused with 503 (common/load-shedding.ts). */
  maxRequestsInFlight: number;
  /** ALLOWED_HOSTS: the host names answered besides PUBLIC_ORIGIN's (security/allowed-hosts.ts). */
  allowedHosts: string[];
  /** Per-IP limits count an IPv6 client by its network of this many bits (security/client-address.ts). */
  rateLimitIpv6Prefix: number;
}

/** The HTTP server: where it listens, whom it trusts, what it accepts. */
export const serverSection = configSection({
  name: 'server',
  env: {
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: trustProxy.default(false),
    /**
     * More host names the site answers to, comma-separated (e.g. `www.storyloom.example,storyloom.example`): besides
     * PUBLIC_ORIGIN's host, or in a demo besides localhost and HOST. Any other Host header is refused (400).
     */
    ALLOWED_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .filter((host) => host !== ''),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^(\[[0-9a-f:.]+\]|[0-9a-z.:-]+)$/i, 'must be host names (no scheme, no path), separated by commas'),
        ),
      )
      .default([]),
    /**
     * Every per-IP limit (generation, failed logins, contact form) counts an IPv6 client by its network of this many
     * leading bits: one subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
     */
    RATE_LIMIT_IPV6_PREFIX: z
      .string()
      .regex(/^\d{1,3}$/, 'must be an IPv6 prefix length from 8 to 128 (64: one subscriber network)')
      .transform(Number)
      .refine(
        (bits) => bits >= 8 && bits <= 128,
        'must be an IPv6 prefix length from 8 to 128 (64: one subscriber network)',
      )
      .default(64),
    /**
     * API requests worked on at once (health checks and the site's files excepted); one more is answered 503 SERVER_BUSY
     * with Retry-After at once instead of queueing (common/load-shedding.ts). 128 keeps the wait behind a full bound
     * well under a second on this 2-core machine (about 600 saves a second on PGlite) and is far above what a page load
     * and a few writing streams per visitor need.
     */
    MAX_REQUESTS_IN_FLIGHT: z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number from 1 to 100000')
      .transform(Number)
      .refine((value) => value >= 1 && value <= 100_000, 'must be a whole number from 1 to 100000')
      .default(128),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(\.\d+)?\s*(b|kb|mb)$/i, 'must be a size like 512kb or 1mb')
      .default('1mb'),
  },
  secrets: [],
  build: (vars): { server: ServerConfig } => ({
    server: {
      port: vars.PORT,
      host: vars.HOST,
      trustProxy: vars.TRUST_PROXY,
      bodyLimit: vars.BODY_LIMIT,
      maxRequestsInFlight: vars.MAX_REQUESTS_IN_FLIGHT,
      allowedHosts: vars.ALLOWED_HOSTS,
      rateLimitIpv6Prefix: vars.RATE_LIMIT_IPV6_PREFIX,
    },
  }),
});
