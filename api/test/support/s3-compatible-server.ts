import { rmSync } from 'node:fs';
import S3rver from 's3rver';
import { makeTempDir } from './test-app.js';

/**
 * A local S3-compatible server (s3rver, from the npm registry) on 127.0.0.1 with one empty bucket, for tests of the
 * S3 photo store through the real AWS SDK. Its objects live in a temporary folder removed on close.
 */
export class S3CompatibleServer {
  private constructor(
    private readonly server: S3rver,
    private readonly folder: string,
    readonly endpoint: string,
    readonly bucket: string,
  ) {}

  static async start(bucket = 'storyloom-covers'): Promise<S3CompatibleServer> {
    const folder = makeTempDir('s3');
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: folder,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    try {
      const { port } = await server.run();
      return new S3CompatibleServer(server, folder, `http://127.0.0.1:${port}`, bucket);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  }

  /** What an app needs to use this bucket (s3rver accepts these fixed test credentials). */
  env(prefix = 'test-run'): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: prefix,
    };
  }

  async close(): Promise<void> {
    try {
      await this.server.close();
    } finally {
      rmSync(this.folder, { recursive: true, force: true });
    }
  }
}
