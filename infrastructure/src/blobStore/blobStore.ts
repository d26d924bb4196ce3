import { Client } from 'minio';
import type { Readable } from 'node:stream';
import type { Env } from '../config/env';

/** Where media bytes live: MinIO in production, the loopback S3 server locally; same client code. */
export interface BlobStore {
  ensureBucket(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Uploads a stream of unknown length in parts (one part in memory at a time). */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** The keys under `prefix` last written before `before`. */
  keysOlderThan(prefix: string, before: Date): Promise<string[]>;
  remove(keys: readonly string[]): Promise<void>;
}

/** The size of each part of a streamed upload (S3's least is 5 MiB): one part is held in memory at a time. */
const PART_BYTES = 16 * 1024 * 1024;

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

  /**
   * S3's multipart upload, one part at a time, written here rather than minio's putObject of a stream:
   * that one first lists the bucket's unfinished uploads to resume one, which s3rver does not implement.
   * A body shorter than one part is a single PUT.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    const headers = { 'Content-Type': contentType };
    let uploadId: string | undefined;
    const parts: { part: number; etag: string }[] = [];
    const send = async (part: Buffer) => {
      uploadId ??= await this.client.initiateNewMultipartUpload(this.bucket, key, headers);
      const sent = await this.client.uploadPart(
        {
          bucketName: this.bucket,
          objectName: key,
          uploadID: uploadId,
          partNumber: parts.length + 1,
          headers: { 'Content-Length': part.length },
        },
        part,
      );
      parts.push({ part: sent.part, etag: sent.etag });
    };
    try {
      let pending: Buffer[] = [];
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        pending.push(chunk);
        size += chunk.length;
        if (size < PART_BYTES) continue;
        await send(Buffer.concat(pending));
        [pending, size] = [[], 0];
      }
      if (uploadId === undefined) return void (await this.put(key, Buffer.concat(pending), contentType));
      if (size > 0) await send(Buffer.concat(pending));
      await this.client.completeMultipartUpload(this.bucket, key, uploadId, parts);
    } catch (error) {
      if (uploadId !== undefined)
        await this.client.abortMultipartUpload(this.bucket, key, uploadId).catch(() => undefined);
      throw error;
    }
  }

  async keysOlderThan(prefix: string, before: Date): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<{
      name?: string;
      lastModified?: Date;
    }>) {
      if (item.name && item.lastModified && item.lastModified < before) keys.push(item.name);
    }
    return keys;
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.client.removeObjects(this.bucket, [...keys]);
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
      if ((error as { code?: string }).code === 'NotFound' || (error as { code?: string }).code === 'NoSuchKey')
        return false;
      throw error;
    }
  }
}

export const createBlobStore = (env: Env): BlobStore =>
  new MinioBlobStore(
    {
      endPoint: env.S3_ENDPOINT,
      port: env.S3_PORT,
      useSSL: env.S3_USE_SSL,
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      region: env.S3_REGION,
    },
    env.MEDIA_BUCKET,
  );
