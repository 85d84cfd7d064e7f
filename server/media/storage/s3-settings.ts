// The S3 settings as a set: with MEDIA_STORAGE=s3 the bucket and region are required and the key
// pair goes together; S3_* variables without MEDIA_STORAGE=s3 are a mistake (the operator thinks
// media go to the bucket while they stay on this machine's disk). parseEnv() lists these problems
// with the others, so the server refuses to start naming each missing variable.
import type { Env } from '../../env';
import { isLoopbackHost } from '../../loopback-host';

type S3Env = Pick<Env, 'MEDIA_STORAGE' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX' | 'S3_MEMBER_REDIRECT'>;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Prepended to every key: `<prefix>public/...`, `<prefix>members/...`. */
  prefix: string;
  /** Member files: redirect to a presigned URL after the site's checks instead of streaming. */
  memberRedirect: boolean;
}

const S3_NAMES = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const;

/** One line per problem, naming the variable; empty when the set is complete (or S3 is off and unset). */
export function mediaStorageProblems(env: S3Env): string[] {
  if (env.MEDIA_STORAGE !== 's3') {
    const stray = S3_NAMES.filter((name) => env[name] !== undefined);
    if (env.S3_FORCE_PATH_STYLE) stray.push('S3_FORCE_PATH_STYLE' as never);
    if (env.S3_MEMBER_REDIRECT) stray.push('S3_MEMBER_REDIRECT' as never);
    return stray.length ? [`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but MEDIA_STORAGE is not s3: media would stay in <DATA_DIR>/media; set MEDIA_STORAGE=s3 or unset ${stray.length === 1 ? 'it' : 'them'}`] : [];
  }
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('S3_BUCKET is not set (MEDIA_STORAGE=s3): set the name of the bucket that holds the media');
  if (!env.S3_REGION) problems.push("S3_REGION is not set (MEDIA_STORAGE=s3): set the bucket's region (us-east-1 for most S3-compatible servers)");
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing} is not set while ${missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is: set both, or neither to use the AWS default credentials`);
  }
  return problems;
}

/** The settings of the S3 driver, or undefined with MEDIA_STORAGE=local. Call after parseEnv() accepted the set. */
export function s3SettingsOf(env: S3Env): S3Settings | undefined {
  if (env.MEDIA_STORAGE !== 's3') return undefined;
  const problems = mediaStorageProblems(env);
  if (problems.length) throw new Error(`Incomplete S3 settings:\n  ${problems.join('\n  ')}`);
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX ?? '',
    memberRedirect: env.S3_MEMBER_REDIRECT,
  };
}

/** Production mode: member files and keys' requests must not cross the network in clear text. */
export function s3ProductionProblems(env: S3Env): string[] {
  if (env.MEDIA_STORAGE !== 's3' || !env.S3_ENDPOINT) return [];
  const url = new URL(env.S3_ENDPOINT);
  if (url.protocol === 'https:') return [];
  if (env.S3_MEMBER_REDIRECT) return [`S3_ENDPOINT (${env.S3_ENDPOINT}) is not https while S3_MEMBER_REDIRECT is on: members' browsers would be sent to plain http:// links of the bucket; use the https:// address of the service`];
  if (!isLoopbackHost(url.hostname)) return [`S3_ENDPOINT (${env.S3_ENDPOINT}) is not https: member files would cross the network in clear text; use the https:// address of the service`];
  return [];
}
