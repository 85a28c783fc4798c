import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { blobEnvSchema, createBlobStore, LocalBlobStore, S3BlobStore, type BlobStore } from './blobs.js';

const png = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 5000 }, (_, i) => i % 251),
]);

function behavesLikeABlobStore(name: string, make: () => BlobStore) {
  describe(name, () => {
    it('stores and returns bytes and content type exactly', async () => {
      const store = make();
      await store.put('rewards/interest-1/0.png', png, 'image/png');
      expect(await store.exists('rewards/interest-1/0.png')).toBe(true);
      const blob = await store.get('rewards/interest-1/0.png');
      expect(blob?.contentType).toBe('image/png');
      expect(blob?.body.equals(png)).toBe(true);
    });

    it('answers undefined / false for a missing key', async () => {
      const store = make();
      expect(await store.get('nothing/here.png')).toBeUndefined();
      expect(await store.exists('nothing/here.png')).toBe(false);
    });

    it('overwrites a key', async () => {
      const store = make();
      await store.put('tts/a.mp3', Buffer.from('one'), 'audio/mpeg');
      await store.put('tts/a.mp3', Buffer.from('two'), 'audio/mpeg');
      expect((await store.get('tts/a.mp3'))?.body.toString()).toBe('two');
    });

    it.each(['../etc/passwd', '/abs', 'a//b', 'a/../../b', ''])('refuses the key %j', async (key) => {
      await expect(make().put(key, png, 'image/png')).rejects.toThrow(/Invalid blob key/);
    });
  });
}

behavesLikeABlobStore('LocalBlobStore', () => new LocalBlobStore(mkdtempSync(join(tmpdir(), 'blobs-'))));

describe('S3BlobStore against s3rver (real S3 protocol)', () => {
  let server: S3rver;
  let endpoint = '';

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 's3rver-')),
      configureBuckets: [{ name: 'lumen-test', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await server.close();
  });

  behavesLikeABlobStore(
    'S3BlobStore',
    () =>
      new S3BlobStore({
        bucket: 'lumen-test',
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  );
});

describe('createBlobStore', () => {
  it('is local by default', () => {
    expect(createBlobStore(blobEnvSchema.parse({}))).toBeInstanceOf(LocalBlobStore);
  });

  it('needs a bucket for S3 and names it', () => {
    expect(() => createBlobStore(blobEnvSchema.parse({ BLOB_DRIVER: 's3' }))).toThrow(/S3_BUCKET/);
    expect(createBlobStore(blobEnvSchema.parse({ BLOB_DRIVER: 's3', S3_BUCKET: 'b' }))).toBeInstanceOf(S3BlobStore);
  });
});
