import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../config/app-config.js';

// A fixed secret, so loadConfig writes no generated one into the data folder.
const base = { SESSION_SECRET: 'a-session-secret-that-is-long-enough-0123456789', DATA_DIR: '/srv/storyloom-data' };

describe('storage settings (every file the product keeps)', () => {
  it('keep files on local disk under DATA_DIR, and photos for 30 days, by default', () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ driver: 'local', dir: join('/srv/storyloom-data') });
    expect(config.coverStorage).toEqual({ photoRetentionDays: 30 });
  });

  it('use an S3-compatible bucket when S3_BUCKET is set, path-style for a custom endpoint', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'covers',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'prod/covers',
      COVER_PHOTO_RETENTION_DAYS: '7',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'covers',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'prod/covers',
    });
    expect(config.coverStorage).toEqual({ photoRetentionDays: 7 });
    // AWS itself: host-style URLs and the SDK's own credential chain.
    expect(loadConfig({ ...base, S3_BUCKET: 'covers', S3_REGION: 'eu-west-1' }).storage).toEqual({
      driver: 's3',
      bucket: 'covers',
      region: 'eu-west-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it.each([
    [{ S3_BUCKET: 'covers', S3_ACCESS_KEY_ID: 'key' }, /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both/],
    [{ S3_BUCKET: 'covers', S3_ENDPOINT: 'ftp://files' }, /S3_ENDPOINT: must be an http\(s\) URL/],
    [{ S3_BUCKET: 'covers', S3_PREFIX: '../escape' }, /S3_PREFIX: must be a folder name/],
    [{ COVER_PHOTO_RETENTION_DAYS: '0' }, /COVER_PHOTO_RETENTION_DAYS: must be a whole number from 1 to 3650/],
  ])('refuse %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('never echo the secret key', () => {
    const attempt = () => loadConfig({ ...base, S3_BUCKET: 'x', S3_SECRET_ACCESS_KEY: 'hunter2-secret' });
    expect(attempt).toThrow(/S3_BUCKET/);
    expect(attempt).not.toThrow(/hunter2/);
  });
});
