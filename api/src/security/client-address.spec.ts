import { describe, expect, it } from '@jest/globals';
import { rateLimitKey } from './client-address.js';

describe('rateLimitKey', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const key = rateLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateLimitKey('2001:0DB8:0001:0002:0000:0000:0000:0099')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('uses the configured prefix length, including one that does not end on a byte', () => {
    expect(rateLimitKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(rateLimitKey('2001:db8:1:2::1', 56)).toBe(rateLimitKey('2001:db8:1:ff::1', 56));
    expect(rateLimitKey('2001:db8:1:0fff::1', 52)).toBe('2001:db8:1::/52');
    expect(rateLimitKey('2001:db8:1:1000::1', 52)).toBe('2001:db8:1:1000::/52');
    expect(rateLimitKey('2001:db8::1', 128)).toBe('2001:db8::1/128');
  });
});
