// Every environment variable the server, the seed CLI and `npm start` read, in one TypeBox schema:
// type, meaning and default. `loadEnv()` parses process.env once at start (numbers and booleans
// coerced, empty values count as unset) and fails with every bad value listed; code reads the
// result (main.ts passes it to boot(), routers find it on `ctx.env`), never process.env itself.
// Tests call loadEnv({ ...process.env, X: '1' }) for overrides. The Environment table of
// docs/configuration.md is this schema (tests/unit/env.test.ts compares them;
// `npx tsx scripts/env-reference.ts` prints it).
import os from 'node:os';
import path from 'node:path';
import { Kind, Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { mediaStorageProblems } from './media/storage/s3-settings';

/** `default` of a variable whose default is derived from another one, for the reference table. */
const derived = (text: string) => ({ defaultText: text });
const flag = (description: string, value: boolean) => Type.Boolean({ description, default: value });
/** One entry of express's trust-proxy list: a named range, an IPv4/IPv6 address or a subnet. */
const PROXY = '(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(/\\d{1,3})?)';
const SECRET_IN_PRODUCTION = '; required in production: 32 or more random characters (`openssl rand -hex 32`)';

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'TCP port the server listens on' }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'address the server listens on' }),
  DATA_DIR: Type.String({ minLength: 1, default: 'data', description: 'the SQLite file, the rendered image cache, the demo clips and the generated secrets' }),
  DATABASE_URL: Type.Optional(Type.String({ ...derived('`<DATA_DIR>/site.db`'), description: 'a `postgres://` URL switches to PostgreSQL; anything else is a SQLite file path' })),
  PG_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 10, description: 'PostgreSQL connections per process' }),
  SITE_CONFIG: Type.String({ minLength: 1, default: 'site-configs/default.json', description: 'the site configuration served while none has been published (validated at start)' }),
  CLIENT_DIR: Type.String({ minLength: 1, default: 'dist/client', description: 'the built client to serve (`npm start` builds it there)' }),
  SSR_DIR: Type.Optional(Type.String({ ...derived('`<CLIENT_DIR>-ssr`'), description: 'the server-rendering bundle; without one, pages render in the browser' })),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)), { default: 'info', description: 'pino log level: fatal, error, warn, info, debug, trace or silent' }),
  MEDIA_SECRET: Type.Optional(
    Type.String({ minLength: 1, ...derived('generated into `<DATA_DIR>/secrets.json`'), description: `HMAC key of signed member media URLs; set it when several processes serve one site${SECRET_IN_PRODUCTION}` }),
  ),
  PAYMENT_SECRET: Type.Optional(
    Type.String({ minLength: 1, ...derived('generated into `<DATA_DIR>/secrets.json`'), description: `HMAC key of payment postbacks; set it when several processes serve one site${SECRET_IN_PRODUCTION}` }),
  ),
  // Epoch (card and PayPal). Unset with the sandbox on: the built-in Epoch emulator stands in; unset without it: no card or PayPal.
  EPOCH_JOIN_URL: Type.Optional(Type.String({ pattern: '^https://', expected: 'an https:// URL', ...derived('the Epoch emulator (sandbox only)'), description: "Epoch's join page (FlexPost) that card and PayPal signups are sent to, as Epoch gives it" })),
  EPOCH_CO_CODE: Type.Optional(Type.String({ minLength: 1, description: 'your Epoch company code (`co_code`), sent with every join link and checked on every notification' })),
  EPOCH_RESELLER: Type.Optional(Type.String({ minLength: 1, ...derived('`a`'), description: 'the Epoch reseller code sent with join links' })),
  EPOCH_DIGEST_KEY: Type.Optional(
    Type.String({ minLength: 1, ...derived('derived from the payment secret (emulator only)'), description: "the key Epoch signs its postbacks and DataPlus records with (`epoch_digest`); required with EPOCH_JOIN_URL: notifications without a valid digest are refused" }),
  ),
  EPOCH_API_URL: Type.Optional(Type.String({ pattern: '^https://', expected: 'an https:// URL', ...derived('the Epoch emulator (sandbox only)'), description: "Epoch's member cancel API that Cancel subscription calls" })),
  EPOCH_API_USER: Type.Optional(Type.String({ minLength: 1, description: "the login of Epoch's member cancel API" })),
  EPOCH_API_PASSWORD: Type.Optional(Type.String({ minLength: 1, description: "the password of Epoch's member cancel API" })),
  EPOCH_REFUND_URL: Type.Optional(
    Type.String({ pattern: '^https://', expected: 'an https:// URL', ...derived('the Epoch emulator (sandbox only)'), description: "Epoch's refund API (same login as the cancel API) that refunds an approval the site cannot honour; unset: such payments wait for staff" }),
  ),
  // Believing X-Forwarded-For from anyone would let every request pick its own address and dodge the limits.
  TRUST_PROXY: Type.Union(
    [
      Type.Integer({ minimum: 0, expected: 'a number of proxy hops' }),
      Type.Boolean({ expected: 'true or false' }),
      Type.String({ pattern: `^${PROXY}(\\s*,\\s*${PROXY})*$`, expected: 'comma-separated addresses, subnets or loopback, linklocal, uniquelocal' }),
    ],
    {
      default: false,
      defaultText: '`false` (none)',
      description: "reverse proxies whose `X-Forwarded-For` is believed (express's `trust proxy`): none by default, so a client cannot choose its own address; name yours by addresses, subnets, `loopback`/`linklocal`/`uniquelocal`, or a hop count",
    },
  ),
  BTCPAY_URL: Type.Optional(
    Type.String({ pattern: '^https?://', expected: 'an http:// or https:// URL', description: "your BTCPay Server (`https://btcpay.example.com`): bitcoin invoices are created there; unset, bitcoin runs on the sandbox's BTCPay emulator, or is unavailable without the sandbox" }),
  ),
  BTCPAY_STORE_ID: Type.Optional(Type.String({ minLength: 1, description: "the BTCPay store's id (Store settings, General); required with `BTCPAY_URL`" })),
  BTCPAY_API_KEY: Type.Optional(
    Type.String({ minLength: 1, description: 'Greenfield API key of that store (Account, API keys) with the permissions to create and view invoices; required with `BTCPAY_URL`; secret' }),
  ),
  BTCPAY_WEBHOOK_SECRET: Type.Optional(
    Type.String({ minLength: 1, description: "the secret of the store's webhook to `<siteUrl>/api/payment/notifications/btcpay` (BTCPay signs each delivery with it); required with `BTCPAY_URL`; secret" }),
  ),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://', expected: 'a redis:// or rediss:// URL', description: 'shares cache invalidations, rate limits and failed-login limits between processes (`redis://127.0.0.1:6379`)' })),
  RATE_LIMIT_PREFIX: Type.String({ minLength: 1, default: 'site:limits', description: 'Redis key prefix of the rate limits and failed-login limits (one per site sharing a Redis)' }),
  HTTP_CACHE: flag('`0` turns the response and page cache off (see `server/http-cache/README.md`)', true),
  SSR_MODE: Type.Union([Type.Literal('islands'), Type.Literal('full')], {
    default: 'islands',
    description: "`islands`: a visitor's browser loads code and data only for blocks that hydrate (each block's `hydrate`); `full`: every block hydrates at load, as for members (a rollback switch)",
  }),
  SSR_KEEP_BLOCKS: flag(
    "`0` renders every block that never hydrates on every server render; by default its markup is kept (at most 10 minutes, 2000 blocks) and used again while the API answers it read are the same",
    true,
  ),
  HTTP_CACHE_TTL_MS: Type.Integer({ minimum: 0, default: 30_000, description: "how long a visitor's cached answer is fresh, in ms; after that it is served stale (at most 10 x this) while one background render refreshes it; writes drop it at once" }),
  HTTP_CACHE_MAX_ENTRIES: Type.Integer({ minimum: 0, default: 5000, description: 'most cached responses and pages per process' }),
  HTTP_CACHE_MAX_MB: Type.Number({ minimum: 0, default: 64, description: 'most memory the response and page cache may hold, in MB' }),
  HTTP_CACHE_CHANNEL: Type.String({ minLength: 1, default: 'site:http-cache:invalidate', description: 'Redis pub/sub channel of cache invalidations (one per site sharing a Redis)' }),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://',
      expected: 'an smtp:// or smtps:// URL',
      ...derived('unset: every message is written to `<DATA_DIR>/mail/*.eml`'),
      description: 'the SMTP server transactional mail goes out through (`smtps://user:pass@smtp.example:465`, or `smtp://` with STARTTLS); required in production',
    }),
  ),
  MAIL_FROM: Type.Optional(
    Type.String({ minLength: 3, ...derived('`"<siteName>" <no-reply@<host>>`: the host of SITE_URL, else of core.deployment.siteUrl, else of core.social.email'), description: 'the From of transactional mail, e.g. `"Emotions" <no-reply@emotions.example>`' }),
  ),
  MEDIA_STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3')], {
    default: 'local',
    description: "where media files live: `local`, folders under `<DATA_DIR>/media` (one machine, or a shared folder); `s3`, an S3-compatible bucket every process shares (the `S3_*` variables; docs/databases.md, \"Media storage and CDN\")",
  }),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 1, description: 'with `MEDIA_STORAGE=s3`: the bucket; required' })),
  S3_REGION: Type.Optional(Type.String({ minLength: 1, description: "with `MEDIA_STORAGE=s3`: the bucket's region (`eu-central-1`; most S3-compatible servers accept `us-east-1`); required" })),
  S3_ENDPOINT: Type.Optional(
    Type.String({ pattern: '^https?://[^/?#]+/?$', expected: 'an http:// or https:// origin without a path', ...derived("AWS S3's own for the region"), description: 'with `MEDIA_STORAGE=s3`: the address of another S3-compatible service (`https://s3.eu-central-003.backblazeb2.com`, `http://127.0.0.1:9000` for MinIO)' }),
  ),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1, ...derived('the AWS default credentials (instance role, `AWS_*` variables)'), description: 'with `MEDIA_STORAGE=s3`: the access key; set together with `S3_SECRET_ACCESS_KEY`' })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1, ...derived('the AWS default credentials'), description: 'with `MEDIA_STORAGE=s3`: the secret of that access key; secret' })),
  S3_FORCE_PATH_STYLE: flag('with `MEDIA_STORAGE=s3`: `1` addresses the bucket as `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most self-hosted servers need it)', false),
  S3_PREFIX: Type.Optional(
    Type.String({ pattern: '^([a-z0-9][a-z0-9_.-]*/)+$', expected: 'lowercase folder names, each ending in /', ...derived('none: `public/...` and `members/...` at the top of the bucket'), description: 'with `MEDIA_STORAGE=s3`: a folder of the bucket for this site (`emotions/`), so several sites can share one bucket' }),
  ),
  S3_MEMBER_REDIRECT: flag(
    "with `MEDIA_STORAGE=s3`: `1` answers a member picture or video, after the site's own checks, with a redirect to a presigned bucket URL, valid no longer than the site's own signed URL and at most an hour, instead of streaming it through the server (gallery zips are always streamed)",
    false,
  ),
  UPLOAD_MAX_IMAGE_MB: Type.Number({ exclusiveMinimum: 0, default: 100, expected: 'a number of MB above 0', description: 'largest picture staff may upload to the media library, in MB (refused with 413 before a byte is stored)' }),
  UPLOAD_MAX_VIDEO_MB: Type.Number({ exclusiveMinimum: 0, default: 20_480, expected: 'a number of MB above 0', description: 'largest video staff may upload to the media library, in MB' }),
  UPLOAD_MAX_ARCHIVE_MB: Type.Number({ exclusiveMinimum: 0, default: 20_480, expected: 'a number of MB above 0', description: 'largest zip staff may upload to the media library, in MB' }),
  UPLOAD_EXPIRY_HOURS: Type.Number({
    exclusiveMinimum: 0,
    default: 24,
    expected: 'a number of hours above 0',
    description: 'an unfinished upload that received no bytes for this long is deleted from `<DATA_DIR>/uploads` (each process sweeps its own every 15 minutes); a client may resume until then',
  }),
  MEDIA_JOBS_CONCURRENCY: Type.Integer({
    minimum: 0,
    maximum: 64,
    default: 1,
    description: "media library files this process processes at once (picture variants, video renditions; the rendering itself runs in the image workers); `0`: none, the other processes do it. Each job runs once however many processes share the database",
  }),
  AGGREGATE_CACHE_MS: Type.Integer({ minimum: 0, default: 60_000, description: 'how long catalogue aggregates (counts, tag cloud, calendar) are cached, in ms' }),
  IMAGE_WORKERS: Type.Optional(Type.Integer({ minimum: 1, maximum: 256, ...derived('CPU cores − 1, at least 1'), description: "pictures rendered at once (worker threads, one libvips thread each); at most libuv's thread pool (`UV_THREADPOOL_SIZE`, which `npm start` sets to this + 4) − 2, so password hashing never waits behind image work" })),
  UV_THREADPOOL_SIZE: Type.Optional(Type.Integer({ minimum: 1, maximum: 1024, ...derived('`IMAGE_WORKERS` + 4 under `npm start`, else Node\'s 4'), description: "libuv's thread pool (password hashing, file reads and the image workers' sharp calls share it); read by Node when the process starts" })),
  IMAGE_QUEUE: Type.Integer({ minimum: 0, default: 500, description: 'distinct pictures that may wait for a render thread; past that a picture request answers 503 and is retried' }),
  IMAGE_CACHE_DIR: Type.Optional(Type.String({ minLength: 1, ...derived('`<DATA_DIR>/media/img`'), description: 'where rendered placeholder images are cached' })),
  SITE_URL: Type.Optional(
    Type.String({ pattern: '^https?://[^/?#]+$', expected: 'an http:// or https:// origin without a path', ...derived('the address a visitor\'s request came in on when its Host is this server\'s (localhost, its addresses and names, ALLOWED_HOSTS), else `http://localhost:<PORT>`'), description: "the site's public address (`https://example.com`): links in mail and the return and notification URLs given to payment providers" }),
  ),
  ALLOWED_HOSTS: Type.Optional(
    Type.String({
      pattern: '^\\s*[A-Za-z0-9.\\-\\[\\]:]+(\\s*,\\s*[A-Za-z0-9.\\-\\[\\]:]+)*\\s*$',
      expected: 'comma-separated host names, optionally with :port',
      ...derived('none: localhost, loopback and this machine\'s own names and addresses only'),
      description:
        "without SITE_URL: more names (`members.example.lan`, `demo.example:8080`) whose Host header the site trusts to build mail and return links from; a request for any other host gets links to `http://localhost:<PORT>`, so a forged Host never reaches a reset link",
    }),
  ),
  PAYMENT_SANDBOX: flag('`0` removes the payment emulators at `/sandbox` (Epoch and BTCPay Server stand-ins used while no EPOCH_* / BTCPAY_* settings are given; required in production)', true),
  DEMO_ACCOUNTS: flag('`0` seeds without the demo logins (required in production)', true),
  SEED_DEMO_CONTENT: flag('`0`: an empty database starts empty instead of with the demo catalogue, demo logins and demo clips (required in production)', true),
  DEMO_TRAILERS: flag('`0`: the demo keeps its committed abstract clips instead of making trailers from the poster art in the background after start (a few minutes of CPU once per data folder; the tests turn it off)', true),
  DISABLE_RATE_LIMITS: flag('`1` turns the per-address rate limits off (tests only)', false),
  JOBS: flag('`0`: this process runs no scheduled jobs (web-only replicas); at least one process per site must keep it on', true),
  BENCH_STATIC_DIR: Type.Optional(Type.String({ minLength: 1, description: '`npm run bench` only: a folder served at `/__bench-static/` (a `.gz` beside a file is sent as is to gzip clients); refused in production' })),
  NODE_ENV: Type.Optional(
    Type.String({ description: '`production` refuses to start on development defaults, listing each (`docs/production.md`); also read by express; `npm start` runs production builds either way' }),
  ),
});

export type Env = Static<typeof EnvSchema>;
export type EnvName = keyof Env;

/** Production mode: the start refuses development defaults (server/production-checks.ts). */
export const isProduction = (env: Pick<Env, 'NODE_ENV'>) => env.NODE_ENV === 'production';

type Source = Readonly<Record<string, string | undefined>>;

const BOOLEANS: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };

/** Text to the schema's type: numbers and booleans parsed, anything unparsable left as text to fail the check. */
function coerce(schema: TSchema, raw: string): unknown {
  switch (schema[Kind]) {
    case 'Integer':
    case 'Number':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case 'Boolean':
      return BOOLEANS[raw.trim().toLowerCase()] ?? raw;
    case 'Union': {
      for (const member of schema.anyOf as TSchema[]) {
        const value = coerce(member, raw);
        if (Value.Check(member, value)) return value;
      }
      return raw;
    }
    default:
      return raw;
  }
}

/** What a variable accepts, in words, for the error message. */
function expected(schema: TSchema): string {
  if (typeof schema.expected === 'string') return schema.expected;
  const range = (what: string) => {
    const { minimum: min, maximum: max } = schema as { minimum?: number; maximum?: number };
    if (min !== undefined && max !== undefined) return `${what} from ${min} to ${max}`;
    if (min !== undefined) return `${what} >= ${min}`;
    return what;
  };
  switch (schema[Kind]) {
    case 'Integer':
      return range('an integer');
    case 'Number':
      return range('a number');
    case 'Boolean':
      return '0, 1, true or false';
    case 'Literal':
      return String(schema.const);
    case 'Union': {
      const members = schema.anyOf as TSchema[];
      if (members.every((m) => m[Kind] === 'Literal')) return `one of ${members.map((m) => String(m.const)).join(', ')}`;
      return members.map(expected).join(', or ');
    }
    default:
      return 'non-empty text';
  }
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Parses a set of variables (process.env, or overrides in tests); every problem is reported, not only the first. */
export function parseEnv(source: Source): EnvResult {
  const env: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(EnvSchema.properties) as [string, TSchema][]) {
    const raw = source[name];
    if (raw === undefined || raw === '') {
      if (schema.default !== undefined) env[name] = schema.default;
      continue;
    }
    const value = coerce(schema, raw);
    if (Value.Check(schema, value)) env[name] = value;
    else problems.push(`${name}=${JSON.stringify(raw)}: expected ${expected(schema)}`);
  }
  // Variables that only make sense together (the S3 settings): checked once each is valid alone.
  if (!problems.length) problems.push(...mediaStorageProblems(env as Env));
  return problems.length ? { ok: false, problems } : { ok: true, env: env as Env };
}

export class EnvError extends Error {
  constructor(public problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** The parsed environment; throws EnvError listing every bad variable. */
export function loadEnv(source: Source = process.env): Env {
  const result = parseEnv(source);
  if (!result.ok) throw new EnvError(result.problems);
  return result.env;
}

/** For entry points (server, seed, create-staff, npm start): the parsed environment, or the list of problems and exit 1. */
export function loadEnvOrExit(source: Source = process.env): Env {
  const result = parseEnv(source);
  if (result.ok) return result.env;
  process.stderr.write(`Invalid environment (${result.problems.length} ${result.problems.length === 1 ? 'variable' : 'variables'}):\n`);
  for (const problem of result.problems) process.stderr.write(`  ${problem}\n`);
  process.stderr.write('Refusing to start: fix these variables (docs/configuration.md, "Environment", lists each with its default).\n');
  process.exit(1);
}

/** The database: DATABASE_URL, else the SQLite file in the data folder (server, seed and create-staff agree). */
export const databaseUrlOf = (env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, dataDir = env.DATA_DIR) => env.DATABASE_URL ?? path.join(path.resolve(dataDir), 'site.db');

/** The server-rendering bundle: SSR_DIR, else beside the client build. */
/** Pictures rendered at once: the setting, or all cores but one (at least one). */
export const imageWorkersOf = (env: Pick<Env, 'IMAGE_WORKERS'>) => env.IMAGE_WORKERS ?? Math.max(1, os.availableParallelism() - 1);
/** libuv's thread pool for a server: its image workers plus four for password hashing, file reads and DNS. */
export const uvThreadpoolFor = (env: Pick<Env, 'IMAGE_WORKERS' | 'UV_THREADPOOL_SIZE'>) => env.UV_THREADPOOL_SIZE ?? imageWorkersOf(env) + 4;

/** The environment of `npm start`'s server process: this one with libuv's pool sized (it cannot change once the process runs). */
export const serverProcessEnv = (env: Env, source: Source = process.env): Record<string, string | undefined> => ({ ...source, UV_THREADPOOL_SIZE: String(uvThreadpoolFor(env)) });

export const ssrDirOf = (env: Pick<Env, 'SSR_DIR' | 'CLIENT_DIR'>, clientDir = env.CLIENT_DIR) => env.SSR_DIR ?? `${clientDir}-ssr`;

/** The Markdown rows of the Environment table in docs/configuration.md: variable, default, meaning. */
export function envReference(): string[] {
  const cell = (schema: TSchema) => {
    if (typeof schema.defaultText === 'string') return schema.defaultText;
    if (schema.default === undefined) return 'unset';
    if (typeof schema.default === 'boolean') return schema.default ? '`1`' : '`0`';
    return `\`${String(schema.default)}\``;
  };
  return [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...Object.entries(EnvSchema.properties).map(([name, schema]: [string, TSchema]) => `| \`${name}\` | ${cell(schema)} | ${schema.description} |`),
  ];
}
