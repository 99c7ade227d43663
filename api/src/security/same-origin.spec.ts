import { describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import { foreignOrigin } from './same-origin.js';

/** What Express makes of a request: protocol and host as TRUST_PROXY lets it read them. */
const requestFrom = (protocol: string, host: string, headers: Record<string, string>): Request =>
  ({ protocol, host, headers }) as unknown as Request;

describe('foreignOrigin', () => {
  it.each([
    ['https', 'storyloom.example', 'https://storyloom.example'],
    ['https', 'storyloom.example:443', 'https://storyloom.example'],
    ['http', 'Storyloom.Example:80', 'http://storyloom.example'],
    ['http', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http', '[::1]:3000', 'http://[::1]:3000'],
  ])('treats Origin %s://%s and %s as the same origin', (protocol, host, origin) => {
    expect(foreignOrigin(requestFrom(protocol, host, { origin }))).toBeUndefined();
  });

  it.each([
    ['http', '127.0.0.1:3000', 'http://127.0.0.1:3001'],
    ['https', 'storyloom.example', 'http://storyloom.example'],
    ['https', 'storyloom.example', 'https://shop.storyloom.example'],
    ['https', 'storyloom.example', 'null'],
    ['https', 'storyloom.example', 'not a url'],
  ])('treats a request to %s://%s from Origin %s as foreign', (protocol, host, origin) => {
    expect(foreignOrigin(requestFrom(protocol, host, { origin }))).toBe(origin);
  });

  it('falls back on Sec-Fetch-Site, and lets requests with neither header through', () => {
    expect(foreignOrigin(requestFrom('http', 'a', { 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
    expect(foreignOrigin(requestFrom('http', 'a', { 'sec-fetch-site': 'none' }))).toBeUndefined();
    expect(foreignOrigin(requestFrom('http', 'a', { 'sec-fetch-site': 'same-site' }))).toBe('same-site');
    expect(foreignOrigin(requestFrom('http', 'a', { 'sec-fetch-site': 'cross-site' }))).toBe('cross-site');
    expect(foreignOrigin(requestFrom('http', 'a', {}))).toBeUndefined();
  });
});
