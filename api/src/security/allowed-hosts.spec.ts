import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { AppException } from '../common/app.exception.js';
import { parseEnv, type AppConfig } from '../config/app-config.js';
import { allowedHosts, refuseUnknownHosts } from './allowed-hosts.js';

/** Only what the gate reads of the configuration. */
const configWith = (server: { host: string; allowedHosts?: string[] }, publicOrigin?: string) =>
  ({ server: { allowedHosts: [], ...server }, payment: publicOrigin ? { publicOrigin } : {} }) as unknown as AppConfig;

/** What the gate answers for a request whose host name (as Express reads it) is `hostname`. */
function verdict(config: AppConfig, hostname: string | undefined, path = '/api/auth/me'): string | undefined {
  let passed: unknown = 'not called';
  refuseUnknownHosts(config)({ path, hostname } as unknown as Request, {} as Response, (error?: unknown) => {
    passed = error;
  });
  return passed === undefined ? undefined : passed instanceof AppException ? passed.code : String(passed);
}

describe('the allowed-host gate', () => {
  it('lets a demo answer to the loopback names and its listening address, on any port, and nothing else', () => {
    const demo = configWith({ host: '192.168.1.20' });
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST', '192.168.1.20', 'localhost.'])
      expect(verdict(demo, host)).toBeUndefined();
    for (const host of ['attacker.example', '192.168.1.21', undefined])
      expect(verdict(demo, host)).toBe('HOST_NOT_ALLOWED');
    // A wildcard listening address is no host name.
    expect([...allowedHosts(configWith({ host: '0.0.0.0' }))].sort()).toEqual(['127.0.0.1', '::1', 'localhost']);
  });

  it("answers only PUBLIC_ORIGIN's host and ALLOWED_HOSTS once PUBLIC_ORIGIN is set; health answers any host", () => {
    const live = configWith({ host: '0.0.0.0', allowedHosts: ['www.storyloom.example'] }, 'https://storyloom.example');
    expect(verdict(live, 'storyloom.example')).toBeUndefined();
    expect(verdict(live, 'www.storyloom.example')).toBeUndefined();
    expect(verdict(live, 'localhost')).toBe('HOST_NOT_ALLOWED');
    expect(verdict(live, '10.0.3.7', '/api/health')).toBeUndefined();
  });

  it('reads ALLOWED_HOSTS as a comma-separated list of host names, refusing URLs', () => {
    expect(parseEnv({ ALLOWED_HOSTS: ' www.storyloom.example, [::1] ,' }).ALLOWED_HOSTS).toEqual([
      'www.storyloom.example',
      '[::1]',
    ]);
    expect(() => parseEnv({ ALLOWED_HOSTS: 'https://storyloom.example/' })).toThrow(
      /ALLOWED_HOSTS: must be host names/,
    );
  });
});
