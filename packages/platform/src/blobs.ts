import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { z } from 'zod';

/** Where audio and images live: local files by default, S3 (or MinIO, or any S3) when configured. */
export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Blob | undefined>;
  exists(key: string): Promise<boolean>;
}

export interface Blob {
  body: Buffer;
  contentType: string;
}

/** Keys are slash-separated words: no way out of the store's root. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid blob key: ${key}`);
}

/** Files under a folder; the content type sits beside each file. */
export class LocalBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertBlobKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid blob key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    await writeFile(`${path}.tmp`, body);
    await writeFile(`${path}.type`, contentType);
    await rename(`${path}.tmp`, path);
  }

  async get(key: string): Promise<Blob | undefined> {
    const path = this.path(key);
    try {
      const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { body, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      () => true,
      () => false,
    );
  }
}

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    const credentials =
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials,
      // Checksums only when required: S3-compatible servers (s3rver, some MinIO) mishandle the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Blob | undefined> {
    assertBlobKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const body = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
      return { body, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertBlobKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }
}

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const blobEnvSchema = z.object({
  BLOB_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  BLOB_DIR: z.string().default('.data/blobs'),
  S3_BUCKET: optional,
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url({ error: 'must be a URL' }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type BlobEnv = z.infer<typeof blobEnvSchema>;

/** The configured store; S3 needs a bucket, and says so at start-up. */
export function createBlobStore(env: BlobEnv): BlobStore {
  if (env.BLOB_DRIVER === 'local') return new LocalBlobStore(env.BLOB_DIR);
  if (!env.S3_BUCKET) throw new Error('Invalid environment:\n  S3_BUCKET: is required when BLOB_DRIVER is s3');
  return new S3BlobStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
