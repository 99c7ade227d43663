import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { HostNotAllowedException } from './security.exception.js';

/** Names a machine always has for itself: a demo answers to them on any port. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/**
 * Load balancers and orchestrators ask for health by the machine's own address (`Host: 10.0.3.7:3000`); the answer
 * carries no link and sets no cookie, so it is the one path open to any host name.
 */
const ANY_HOST_PATHS = new Set(['/api/health']);

/** A host name as compared: lower case, without IPv6 brackets or a trailing dot. */
const normalisedHost = (host: string): string =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/**
 * The host names this site answers to (ports are not compared): PUBLIC_ORIGIN's host when it is set; otherwise (a
 * demo) the machine's loopback names and the address it listens on; plus ALLOWED_HOSTS in both cases.
 */
export function allowedHosts(config: AppConfig): Set<string> {
  const hosts = config.payment.publicOrigin
    ? [new URL(config.payment.publicOrigin).hostname]
    : [...LOOPBACK_HOSTS, config.server.host];
  return new Set(
    [...hosts, ...config.server.allowedHosts].map(normalisedHost).filter((host) => !WILDCARD_HOSTS.has(host)),
  );
}

/**
 * Refuses (400 HOST_NOT_ALLOWED) every request whose host name is not one of `allowedHosts`. `request.hostname`
 * honours TRUST_PROXY: behind a trusted proxy it is the host the proxy was asked for.
 */
export function refuseUnknownHosts(config: AppConfig): RequestHandler {
  const allowed = allowedHosts(config);
  return (request: Request, _response: Response, next: NextFunction) => {
    if (ANY_HOST_PATHS.has(request.path)) return next();
    const host = request.hostname;
    next(
      host && allowed.has(normalisedHost(host))
        ? undefined
        : new HostNotAllowedException(String(host ?? '').slice(0, 200)),
    );
  };
}
