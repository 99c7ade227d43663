import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { configSection, type DataDirNeeds } from '../config/config-section.js';
import { flag } from '../config/env-parsers.js';

/** Where every file the product keeps goes (storage/file-store.ts): DATA_DIR, or a bucket. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      /** Undefined: the AWS SDK's default credential chain. */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Key prefix inside the bucket, '' for none. */
      prefix: string;
    };

/**
 * Where every file the product keeps goes (docs/architecture.md#files-and-storage): step 4's photos and covers, the
 * books' proofs and print PDFs, the files Lulu fetches, the digital editions. Local disk under DATA_DIR by default,
 * an S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO, R2...), which every API and worker process shares.
 * Credentials may also come from the AWS SDK's usual chain (instance roles) when the two key variables are left
 * unset.
 */
export const storageSection = configSection({
  name: 'storage',
  env: {
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** A non-AWS server (http://127.0.0.1:9000 for MinIO); unset for AWS itself. */
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:9000' })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Most S3-compatible servers want bucket-in-path URLs; AWS prefers bucket-in-host. */
    S3_FORCE_PATH_STYLE: flag.optional(),
    /** A folder inside the bucket, so one bucket can serve several deployments. */
    S3_PREFIX: z
      .string()
      .refine(
        (value) => value.split('/').every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== '.' && part !== '..'),
        'must be a folder name like storyloom or prod/covers',
      )
      .optional(),
  },
  secrets: ['S3_SECRET_ACCESS_KEY'],
  build(vars, { dataDir }: DataDirNeeds): { storage: StorageConfig } {
    if (!vars.S3_BUCKET) return { storage: { driver: 'local', dir: dataDir } };
    if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
      throw new ConfigError(
        'Invalid configuration:\n  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials',
      );
    }
    return {
      storage: {
        driver: 's3',
        bucket: vars.S3_BUCKET,
        region: vars.S3_REGION,
        ...(vars.S3_ENDPOINT ? { endpoint: vars.S3_ENDPOINT } : {}),
        // A custom endpoint is almost always a MinIO-like server, which wants path-style URLs.
        forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? vars.S3_ENDPOINT !== undefined,
        ...(vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } }
          : {}),
        prefix: vars.S3_PREFIX ?? '',
      },
    };
  },
});
