// The media stores at start: folders `<DATA_DIR>/media/public` and `<DATA_DIR>/media/members`
// (storage/disk-store.ts), or prefixes of one S3 bucket (storage/s3-store.ts). A data folder from before the split kept trailers, hover previews and the members' full video
// side by side in `media/video`: its files move into their store. The demo clips (abstract
// animations made once with ffmpeg, laid out like the stores in server/seed/media) are added
// where the operator has none of their own, so trailers and the member video play on a fresh start.
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { diskStores, folderExists } from './storage/disk-store';
import type { MediaStore, MediaStores } from './storage/media-store';
import { checkBucket, s3Client, s3Stores } from './storage/s3-store';
import type { S3Settings } from './storage/s3-settings';

/** Full-length videos are member files; every other clip of the old folder is public. */
const isMemberClip = (name: string) => /^full(-\d+)?\.mp4$/.test(name);

function moveLegacyClips(mediaDir: string, stores: Record<'public' | 'members', string>, logger: Logger) {
  const legacy = path.join(mediaDir, 'video');
  if (!folderExists(legacy)) return;
  const moved: string[] = [];
  for (const name of fs.readdirSync(legacy)) {
    if (!/^[a-z0-9-]+\.mp4$/.test(name)) continue;
    const target = path.join(isMemberClip(name) ? stores.members : stores.public, 'video', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (fs.existsSync(target)) fs.rmSync(path.join(legacy, name));
    else fs.renameSync(path.join(legacy, name), target);
    moved.push(name);
  }
  if (!fs.readdirSync(legacy).length) fs.rmdirSync(legacy);
  if (moved.length) logger.info({ moved }, 'media/video split into media/public/video and media/members/video');
}

async function installDemoMedia(source: string, store: MediaStore) {
  if (!folderExists(source)) return;
  for (const folder of fs.readdirSync(source)) {
    for (const name of fs.readdirSync(path.join(source, folder))) {
      const key = `${folder}/${name}`;
      if (!(await store.stat(key))) await store.put(key, path.join(source, folder, name));
    }
  }
}

export interface MediaLayoutOptions {
  logger: Logger;
  /** Copy the demo clips into stores that lack them (default true). */
  demoMedia?: boolean;
  /** The bucket (MEDIA_STORAGE=s3); the folders under the data folder without it. */
  s3?: S3Settings;
}

export async function openMediaStores(dataDir: string, { logger, demoMedia = true, s3 }: MediaLayoutOptions): Promise<MediaStores> {
  const mediaDir = path.join(dataDir, 'media');
  const client = s3 ? s3Client(s3) : undefined;
  if (s3) await checkBucket(s3, client);
  const stores = s3 ? s3Stores(s3, client) : diskStores(mediaDir);
  if (!s3) moveLegacyClips(mediaDir, { public: path.join(mediaDir, 'public'), members: path.join(mediaDir, 'members') }, logger);
  if (demoMedia) {
    const source = path.resolve('server/seed/media');
    await installDemoMedia(path.join(source, 'public'), stores.public);
    await installDemoMedia(path.join(source, 'members'), stores.members);
  }
  return stores;
}
