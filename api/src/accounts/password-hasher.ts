import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly the default cost's need, so give headroom.
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Passwords hashed with scrypt (memory-hard, Node's own crypto) at ACCOUNT_SCRYPT_COST. A stored hash reads
 * `scrypt$N$r$p$salt$key` (base64url), so hashes made at an older cost still verify after the cost changes.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly params: { N: number; r: number; p: number };
  private dummy: Promise<string> | undefined;

  constructor(@InjectConfig() config: AppConfig) {
    this.params = config.accounts.scrypt;
  }

  /** The stand-in hash is made at start, so the first unknown address costs no more than the next. */
  async onModuleInit(): Promise<void> {
    this.dummy = this.hash(randomBytes(16).toString('hex'));
    await this.dummy;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  /** Compares in constant time; false for a wrong password or a stored value this hasher cannot read. */
  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || key === undefined) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /**
   * Spends the same work as checking a real password, for a login with an unknown address: its answer then takes
   * as long as a wrong password's, so timing tells nobody whether the address has an account.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.dummy);
    return false;
  }
}
