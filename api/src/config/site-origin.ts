import type { AddressInfo } from 'node:net';
import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from './app-config.js';
import { InjectConfig } from './config.module.js';

/** Addresses that mean "every interface": a link needs a name a browser can open, so they read as localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

/** `host` as it goes into a URL: IPv6 literals in brackets, wildcards as localhost. */
export function linkHost(host: string): string {
  if (WILDCARD_HOSTS.has(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * The site's address for every link that leaves the page (checkout return links, e-mails, the order's status link):
 * PUBLIC_ORIGIN when set, otherwise (a demo on one machine) the server's own listening address. Never anything the
 * request says: a `Host` header chosen by an attacker would otherwise put their site into a password-reset e-mail.
 */
@Injectable()
export class SiteOrigin {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  url(): string {
    return this.config.payment.publicOrigin ?? `http://${linkHost(this.config.server.host)}:${this.listeningPort()}`;
  }

  /** The port the server really listens on (PORT=0 picks a free one, as the tests do); PORT before it listens. */
  private listeningPort(): number {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as
      | { address?: () => AddressInfo | string | null }
      | undefined;
    const address = server?.address?.();
    return typeof address === 'object' && address !== null ? address.port : this.config.server.port;
  }
}
