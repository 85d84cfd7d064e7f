// The Content-Type of a media file from its key's extension: set on every object an S3 store
// writes (a CDN in front of the bucket passes it on) and on every answer the server streams.
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  m3u8: 'application/vnd.apple.mpegurl',
  vtt: 'text/vtt',
  mov: 'video/quicktime',
  zip: 'application/zip',
};

export const contentTypeOf = (key: string) => TYPES[/\.([a-z0-9]+)$/.exec(key)?.[1] ?? ''] ?? 'application/octet-stream';
