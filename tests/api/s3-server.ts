// A real S3-compatible server for the tests, in this process (s3rver, files in a temp folder): each
// call gets its own bucket and the MEDIA_STORAGE/S3_* variables that point a server at it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The environment of a server storing its media in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

let buckets = 0;

export async function startS3(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const bucket = `media-${process.pid}-${++buckets}`;
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver accepts its own key pair; path style, as for most self-hosted servers.
    env: { MEDIA_STORAGE: 's3', S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
