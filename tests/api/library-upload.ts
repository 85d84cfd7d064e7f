// One file into the media library as a staff browser sends it, in a single tus request (the
// creation-with-upload extension): answers the library file's id.
import type { TestServer } from './harness';

export async function uploadToLibrary(s: TestServer, token: string, bytes: Buffer, filename: string, filetype: string): Promise<number> {
  const metadata = Object.entries({ filename, filetype })
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
  const res = await fetch(`${s.url}/api/admin/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': metadata,
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  const id = Number(res.headers.get('media-asset-id'));
  if (res.status !== 201 || !id) throw new Error(`upload of ${filename}: ${res.status} ${await res.text()}`);
  return id;
}
