import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import { lazyRequire } from '../common/lazy-require.js';
import type { StorageConfig } from '../config/app-config.js';
import { assertStorageKey, type FileStore, type StoredFile } from './file-store.js';

type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

/** S3 allows at most 1000 keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

/**
 * The AWS SDK (~20 MB resident, 0.4 s to load), loaded when a store for S3_BUCKET is made: a server on local disk
 * never loads it (common/lazy-require.ts).
 */
const s3Sdk = lazyRequire<typeof S3Sdk>('@aws-sdk/client-s3');

const isMissing = (error: unknown): boolean =>
  error instanceof s3Sdk().NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2...) through the AWS SDK, each key under S3_PREFIX. Objects are private:
 * no ACL is set, so they take the bucket's (private by default); the API reads them for whoever may see them and
 * never hands out bucket URLs (print files too: see print-file-links.ts).
 */
export class S3FileStore implements FileStore, OnModuleDestroy {
  readonly driver = 's3';
  private readonly sdk = s3Sdk();
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new this.sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible servers do not understand the SDK's default
      // CRC32 trailers on every upload, and the SDK still checks what it reads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  /** Streamed with its length given, so a large upload is never held in memory (a single PUT: S3 takes up to 5 GB). */
  async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    const body = createReadStream(path);
    try {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Body: body,
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      body.destroy();
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const found = await this.open(key);
    if (!found) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredFile | undefined> {
    try {
      const reply = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      if (!reply.Body) return undefined;
      return { stream: reply.Body as Readable, size: reply.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: this.objectKey(key) }));
      const reply = await this.client.send(
        new this.sdk.DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      const failed = reply.Errors ?? [];
      if (failed.length > 0)
        throw new Error(
          `the bucket refused to delete ${failed.length} object(s): ${failed[0]?.Code ?? 'unknown'} ${failed[0]?.Message ?? ''}`,
        );
    }
  }

  /** Closes the SDK's kept-alive connections when the app shuts down. */
  onModuleDestroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.config.prefix ? `${this.config.prefix}/${key}` : key;
  }
}
