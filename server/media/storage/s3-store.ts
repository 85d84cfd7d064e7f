// The S3 driver: a store is a prefix of one bucket (`<S3_PREFIX>public/...`, `<S3_PREFIX>members/...`, `library/...`)
// on AWS S3 or any S3-compatible service, so every process sharing the bucket serves what any of
// them wrote. Answers are streamed through the server with the same validators, 304 and byte
// ranges as the folder driver; member files may instead be redirected to a presigned URL (router).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkedKey, isMediaKey, type ByteSpan, type MediaStore, type MediaStores, type StoredFile, type StoreName } from './media-store';
import { contentTypeOf } from './content-types';
import { prepareObjectAnswer } from './http-object';
import type { S3Settings } from './s3-settings';

/** Connections to the bucket per process (streams in flight). */
const MAX_BUCKET_CONNECTIONS = 1024;

/** Presigned URLs never live longer than this, whatever a caller asks. */
export const MAX_PRESIGNED_SECONDS = 3600;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};


export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers cannot read the SDK's
    // default `aws-chunked` uploads with trailing checksums and would store the framing as bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it (and its socket) forever;
    // only silence counts (socketTimeout), so long videos still stream. Every video being watched
    // holds a connection while it streams: the SDK's 50 would make the 51st viewer wait.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
    },
  });
}

export class S3Store implements MediaStore {
  readonly driver = 's3';
  constructor(
    readonly name: StoreName,
    private client: S3Client,
    private settings: Pick<S3Settings, 'bucket' | 'prefix'>,
  ) {}

  /** The object key of a media key: this store's prefix, never outside it. */
  private objectKey(key: string): string {
    return `${this.settings.prefix}${this.name}/${checkedKey(key)}`;
  }

  private async head(key: string) {
    try {
      return await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    const head = await this.head(key);
    return head ? { size: head.ContentLength ?? 0, mtimeMs: head.LastModified?.getTime() ?? 0 } : undefined;
  }

  private get(key: string, range?: ByteSpan, ifMatch?: string): Promise<GetObjectCommandOutput> {
    return this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}), ...(ifMatch ? { IfMatch: ifMatch } : {}) }),
    );
  }

  async read(key: string): Promise<Buffer> {
    const out = await this.get(key);
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  async stream(key: string, range?: ByteSpan): Promise<Readable> {
    return (await this.get(key, range)).Body as Readable;
  }

  private async putBody(key: string, body: Buffer | Readable, length: number) {
    // One PUT is atomic: readers see the old object or the whole new one.
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body, ContentLength: length, ContentType: contentTypeOf(key) }));
  }

  async put(key: string, localFile: string): Promise<void> {
    const { size } = await fsp.stat(localFile);
    await this.putBody(key, fs.createReadStream(localFile), size);
  }

  write(key: string, body: Buffer): Promise<void> {
    return this.putBody(key, body, body.length);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async list(folder: string): Promise<string[]> {
    const prefix = `${this.objectKey(folder)}/`;
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        const name = item.Key?.slice(prefix.length);
        if (name && isMediaKey(name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async send(req: Request, res: Response, key: string, cacheControl: string): Promise<boolean> {
    const head = await this.head(key);
    if (!head) return false;
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Type', contentTypeOf(key));
    res.setHeader('Content-Encoding', 'identity'); // compression() must not touch ranges
    const etag = head.ETag ?? `"${head.ContentLength}-${head.LastModified?.getTime()}"`;
    const answer = prepareObjectAnswer(req, res, { size: head.ContentLength ?? 0, etag, modified: head.LastModified ?? new Date(0) });
    if (answer.kind !== 'body') return true;
    // If-Match: never splice bytes of an object replaced since the HEAD into this answer.
    const out = await this.get(key, answer.range, head.ETag);
    try {
      await pipeline(out.Body as Readable, res);
    } catch {
      // The client went away (a player seeking elsewhere), or the bucket fell silent mid-file (a
      // paused player stops reading, so the bucket's connection idles out): the answer ends cut
      // short, and a player asks again for the rest with a range.
      res.destroy();
    }
    return true;
  }

  signedUrl(key: string, ttlSeconds: number): Promise<string | undefined> {
    const expiresIn = Math.max(1, Math.min(Math.floor(ttlSeconds), MAX_PRESIGNED_SECONDS));
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }), { expiresIn });
  }
}

export class MediaStorageError extends Error {}

/** At start: the bucket must answer with these settings, or the server refuses to start saying why. */
export async function checkBucket(settings: S3Settings, client = s3Client(settings)): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (err) {
    const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    const why = status === 404 ? 'it does not exist' : status === 403 || status === 401 ? 'the keys may not read it' : `${e.name ?? 'error'}: ${e.message ?? String(err)}`;
    throw new MediaStorageError(
      `the media bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''} (region ${settings.region}) cannot be used: ${why}; check S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the keys`,
    );
  }
}

/** The stores in one bucket. */
export function s3Stores(settings: S3Settings, client = s3Client(settings)): MediaStores {
  return { public: new S3Store('public', client, settings), members: new S3Store('members', client, settings), library: new S3Store('library', client, settings) };
}
