import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import type { CoverStorageConfig } from '../../config/app-config.js';
import { assertStorageKey, type PhotoStore } from './photo-store.js';

type S3StorageConfig = Extract<CoverStorageConfig, { driver: 's3' }>;

/** S3 allows at most 1000 keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2...) through the AWS SDK. Objects are private: no ACL is set, so they
 * take the bucket's (private by default); the API reads them for their owner, never hands out bucket URLs.
 */
export class S3PhotoStore implements PhotoStore, OnModuleDestroy {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
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
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const reply = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      if (!reply.Body) return undefined;
      return Buffer.from(await reply.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: this.objectKey(key) }));
      const reply = await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: batch, Quiet: true } }));
      const failed = reply.Errors ?? [];
      if (failed.length > 0) throw new Error(`the bucket refused to delete ${failed.length} object(s): ${failed[0]?.Code ?? 'unknown'} ${failed[0]?.Message ?? ''}`);
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
