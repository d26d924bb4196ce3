import { Client } from 'minio';
import type { Readable } from 'node:stream';
import type { Env } from '../config/env';

/** Where media bytes live: MinIO in production, the loopback S3 server locally; same client code. */
export interface BlobStore {
  ensureBucket(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
}

export class MinioBlobStore implements BlobStore {
  private readonly client: Client;

  constructor(
    options: { endPoint: string; port: number; useSSL: boolean; accessKey: string; secretKey: string; region: string },
    private readonly bucket: string,
  ) {
    this.client = new Client({ ...options, pathStyle: true });
  }

  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<Buffer> {
    const stream: Readable = await this.client.getObject(this.bucket, key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'NotFound' || (error as { code?: string }).code === 'NoSuchKey') return false;
      throw error;
    }
  }
}

export const createBlobStore = (env: Env): BlobStore =>
  new MinioBlobStore(
    { endPoint: env.S3_ENDPOINT, port: env.S3_PORT, useSSL: env.S3_USE_SSL, accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY, region: env.S3_REGION },
    env.MEDIA_BUCKET,
  );
