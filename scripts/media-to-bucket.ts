// npm run media:to-bucket: copies the media folders of DATA_DIR (`media/public`, `media/members`, `media/library`)
// into the bucket that MEDIA_STORAGE=s3 and the S3_* variables name, each file to the same store
// and key; files already in the bucket stay. Run it once before starting the servers on the bucket.
// Exit codes: 0 done, 1 a problem (printed), 2 MEDIA_STORAGE is not s3.
import path from 'node:path';
import { loadEnvOrExit } from '../server/env';
import { s3SettingsOf } from '../server/media/storage/s3-settings';
import { checkBucket, s3Client, s3Stores } from '../server/media/storage/s3-store';
import { copyFoldersToStores } from '../server/media/storage/copy-folders';

const env = loadEnvOrExit();
const settings = s3SettingsOf(env);
if (!settings) {
  process.stderr.write('MEDIA_STORAGE is not s3: set MEDIA_STORAGE=s3 and the S3_* variables of the bucket to copy into (docs/databases.md, "Media storage and CDN").\n');
  process.exit(2);
}
try {
  const client = s3Client(settings);
  await checkBucket(settings, client);
  const mediaDir = path.join(path.resolve(env.DATA_DIR), 'media');
  const report = await copyFoldersToStores(mediaDir, s3Stores(settings, client), (file) => process.stdout.write(`copied ${file}\n`));
  for (const file of report.skipped) process.stdout.write(`skipped ${file} (not a media file name)\n`);
  process.stdout.write(`${report.copied.length} copied, ${report.kept.length} already in the bucket, ${report.skipped.length} skipped, from ${mediaDir} to ${settings.bucket}\n`);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
