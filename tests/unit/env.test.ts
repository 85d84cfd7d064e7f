// @vitest-environment node
// The environment is parsed once, typed and defaulted by server/env.ts; a bad value stops the server
// (and `npm start`) with every problem listed, each naming its variable.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, EnvError, EnvSchema, envReference, loadEnv, parseEnv, ssrDirOf } from '../../server/env';

describe('parseEnv', () => {
  it('fills every default when nothing is set, and treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: 'data', PG_POOL_SIZE: 10, LOG_LEVEL: 'info', TRUST_PROXY: false, RATE_LIMIT_PREFIX: 'site:limits', HTTP_CACHE: true, PAYMENT_SANDBOX: true, DEMO_ACCOUNTS: true, SEED_DEMO_CONTENT: true, DISABLE_RATE_LIMITS: false, AGGREGATE_CACHE_MS: 60_000 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('coerces numbers and booleans, and keeps text', () => {
    const env = loadEnv({ PORT: '8080', HTTP_CACHE: '0', DEMO_ACCOUNTS: 'false', DISABLE_RATE_LIMITS: 'TRUE', HTTP_CACHE_MAX_MB: '0.5', TRUST_PROXY: '2', DATABASE_URL: 'postgres://u@h/db' });
    expect(env).toMatchObject({ PORT: 8080, HTTP_CACHE: false, DEMO_ACCOUNTS: false, DISABLE_RATE_LIMITS: true, HTTP_CACHE_MAX_MB: 0.5, TRUST_PROXY: 2, DATABASE_URL: 'postgres://u@h/db' });
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8, ::1');
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('lists every bad value with its variable, the value and what is expected', () => {
    const result = parseEnv({ PORT: 'abc', PG_POOL_SIZE: '-1', LOG_LEVEL: 'loud', HTTP_CACHE: 'maybe', REDIS_URL: 'http://cache', HTTP_CACHE_TTL_MS: '1.5', TRUST_PROXY: 'my proxy', HOST: 'localhost' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'PORT="abc": expected an integer from 0 to 65535',
      'PG_POOL_SIZE="-1": expected an integer from 1 to 1000',
      'LOG_LEVEL="loud": expected one of fatal, error, warn, info, debug, trace, silent',
      'TRUST_PROXY="my proxy": expected a number of proxy hops, or true or false, or comma-separated addresses, subnets or loopback, linklocal, uniquelocal',
      'REDIS_URL="http://cache": expected a redis:// or rediss:// URL',
      'HTTP_CACHE="maybe": expected 0, 1, true or false',
      'HTTP_CACHE_TTL_MS="1.5": expected an integer >= 0',
    ]);
    expect(() => loadEnv({ PORT: '70000' })).toThrow(EnvError);
  });

  it('processes one media library file at a time per process unless MEDIA_JOBS_CONCURRENCY says otherwise', () => {
    expect(loadEnv({}).MEDIA_JOBS_CONCURRENCY).toBe(1);
    expect(loadEnv({ MEDIA_JOBS_CONCURRENCY: '0' }).MEDIA_JOBS_CONCURRENCY).toBe(0);
    const result = parseEnv({ MEDIA_JOBS_CONCURRENCY: 'many' });
    expect(result.ok ? [] : result.problems).toEqual(['MEDIA_JOBS_CONCURRENCY="many": expected an integer from 0 to 64']);
  });

  it('refuses incomplete S3 media storage settings, naming each missing variable', () => {
    const problemsOf = (source: Record<string, string>) => {
      const result = parseEnv(source);
      return result.ok ? [] : result.problems;
    };
    expect(problemsOf({ MEDIA_STORAGE: 's3' })).toEqual([
      'S3_BUCKET is not set (MEDIA_STORAGE=s3): set the name of the bucket that holds the media',
      "S3_REGION is not set (MEDIA_STORAGE=s3): set the bucket's region (us-east-1 for most S3-compatible servers)",
    ]);
    expect(problemsOf({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'AKIA0' })).toEqual([
      'S3_SECRET_ACCESS_KEY is not set while S3_ACCESS_KEY_ID is: set both, or neither to use the AWS default credentials',
    ]);
    // S3 settings that would be ignored are a mistake too: the media would stay on this machine.
    expect(problemsOf({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: '1' })).toEqual([
      'S3_BUCKET, S3_FORCE_PATH_STYLE are set but MEDIA_STORAGE is not s3: media would stay in <DATA_DIR>/media; set MEDIA_STORAGE=s3 or unset them',
    ]);
    expect(problemsOf({ MEDIA_STORAGE: 'bucket', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'MEDIA_STORAGE="bucket": expected one of local, s3',
      'S3_ENDPOINT="minio:9000": expected an http:// or https:// origin without a path',
    ]);
    // Complete: keys may be left to the AWS default credentials (an instance role).
    expect(loadEnv({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'eu-central-1' })).toMatchObject({ MEDIA_STORAGE: 's3', S3_FORCE_PATH_STYLE: false, S3_MEMBER_REDIRECT: false });
    expect(loadEnv({}).MEDIA_STORAGE).toBe('local');
  });

  it('derives the database and the server-rendering bundle from the folders', () => {
    const env = loadEnv({ DATA_DIR: '/srv/site', CLIENT_DIR: '/srv/client' });
    expect(databaseUrlOf(env)).toBe(path.join('/srv/site', 'site.db'));
    expect(databaseUrlOf(env, '/tmp/other')).toBe(path.join('/tmp/other', 'site.db'));
    expect(databaseUrlOf(loadEnv({ DATA_DIR: '/srv/site', DATABASE_URL: 'postgres://x/y' }))).toBe('postgres://x/y');
    expect(ssrDirOf(env)).toBe('/srv/client-ssr');
    expect(ssrDirOf(loadEnv({ SSR_DIR: '/srv/ssr' }))).toBe('/srv/ssr');
  });

  it('documents every variable in docs/configuration.md, with its default and meaning, as the schema says', () => {
    const reference = readFileSync('docs/configuration.md', 'utf8');
    const start = reference.indexOf('\n## Environment\n');
    const end = reference.indexOf('\n## ', start + 1);
    expect(start).toBeGreaterThan(-1);
    const section = reference.slice(start, end === -1 ? undefined : end);
    expect(Object.keys(EnvSchema.properties).filter((name) => !section.includes(`| \`${name}\` |`))).toEqual([]);
    // The table is generated: `npx tsx scripts/env-reference.ts` prints it.
    expect(section).toContain(envReference().join('\n'));
  });
});

describe('starting with a bad environment', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'env-test-'));
  const bad = { ...process.env, DATA_DIR: dataDir, PORT: 'abc', PG_POOL_SIZE: '-1', LOG_LEVEL: 'loud' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['the server entry', ['--import', 'tsx', 'server/main.ts']],
    ['npm start', ['scripts/start.mjs']],
  ])('%s exits 1 naming each bad variable', (_name, args) => {
    const result = spawnSync(process.execPath, args, { env: bad, encoding: 'utf8' });
    expect(result.status).toBe(1);
    for (const name of ['PORT="abc"', 'PG_POOL_SIZE="-1"', 'LOG_LEVEL="loud"']) expect(result.stderr).toContain(name);
  });
});
