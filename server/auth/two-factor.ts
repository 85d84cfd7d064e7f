// Two-factor sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, as every app
// expects). The secret is stored AES-256-GCM encrypted under a key derived from MEDIA_SECRET, and
// shown only while the set-up waits for its first code. A code is accepted within one step either
// side and once only (last_step). Recovery codes are stored as SHA-256; each works once. Between a
// correct password and the second step the client holds a login challenge: random, stored as
// SHA-256, bound to the account, valid TWO_FACTOR_CHALLENGE_MINUTES, single use, void after
// CHALLENGE_MAX_FAILURES wrong codes (the login limits count them too).
import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppContext } from '../context';
import { hashToken, randomToken } from './tokens';

export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
const CHALLENGE_MAX_FAILURES = 5;
const PERIOD_SECONDS = 30;

const key = (secret: string) => crypto.createHmac('sha256', secret).update('two-factor secret').digest();

export function encryptSecret(serverSecret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(serverSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptSecret(serverSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown two-factor secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** "ABCD EFGH ...": easier to type into an app than one 32-letter run. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** Recovery codes as members see them: "k7m2p-x9q4d" (lower-case base32 without look-alikes). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function recoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecovery = (userId: number, code: string) => hashToken(`recovery ${userId} ${normalizeRecovery(code)}`);

/** TOTP codes are six digits (spaces typed between groups are ignored); anything else is tried as a recovery code. */
const totpCode = (code: string) => {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
};

const epochOf = (ctx: AppContext) => Math.floor(Date.parse(ctx.now()) / 1000);

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(ctx: AppContext, userId: number): Promise<TwoFactorStatus> {
  const row = await ctx.db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  if (!row?.enabled_at) return { enabled: false, recoveryCodesLeft: 0 };
  const left = await ctx.db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: true, recoveryCodesLeft: Number(left.n) };
}

export const twoFactorEnabled = async (ctx: AppContext, userId: number) => (await twoFactorStatus(ctx, userId)).enabled;

export interface TwoFactorSetup {
  uri: string;
  qrCode: string;
  secret: string;
}

/** Starts (or restarts) a set-up: a fresh pending secret; undefined when two-factor is already on. */
export async function startSetup(ctx: AppContext, user: { id: number; username: string }, issuer: string): Promise<TwoFactorSetup | undefined> {
  const secret = generateSecret();
  const stored = encryptSecret(ctx.secrets.media, secret);
  const now = ctx.now();
  const started = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('two_factor').select('enabled_at').where('user_id', '=', user.id).executeTakeFirst();
    if (row?.enabled_at) return false;
    if (row) await trx.updateTable('two_factor').set({ secret_enc: stored, created_at: now, last_step: null }).where('user_id', '=', user.id).where('enabled_at', 'is', null).execute();
    else await trx.insertInto('two_factor').values({ user_id: user.id, secret_enc: stored, created_at: now, enabled_at: null, last_step: null }).execute();
    return true;
  });
  if (!started) return undefined;
  const uri = generateURI({ issuer, label: user.username, secret });
  return { uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240, errorCorrectionLevel: 'M' }), secret: groupSecret(secret) };
}

/**
 * Checks a 6-digit code against the account's secret (pending or on) and spends its time step.
 * Two parallel requests with one code: only the one whose update lands is accepted.
 */
async function spendTotp(ctx: AppContext, userId: number, code: string, state: 'pending' | 'enabled'): Promise<boolean> {
  const row = await ctx.db.selectFrom('two_factor').select(['secret_enc', 'last_step', 'enabled_at']).where('user_id', '=', userId).executeTakeFirst();
  if (!row || (state === 'enabled') !== Boolean(row.enabled_at)) return false;
  const secret = decryptSecret(ctx.secrets.media, row.secret_enc);
  const result = await verify({
    secret,
    token: code,
    epoch: epochOf(ctx),
    epochTolerance: PERIOD_SECONDS,
    ...(row.last_step !== null ? { afterTimeStep: Number(row.last_step) } : {}),
  });
  // The functional API types TOTP and HOTP results together; a TOTP match carries its time step.
  if (!result.valid || !('timeStep' in result)) return false;
  let spend = ctx.db.updateTable('two_factor').set({ last_step: result.timeStep }).where('user_id', '=', userId);
  spend = row.last_step === null ? spend.where('last_step', 'is', null) : spend.where('last_step', '=', row.last_step);
  return Number((await spend.executeTakeFirst()).numUpdatedRows) === 1;
}

async function spendRecoveryCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  if (normalizeRecovery(code).length !== 10) return false;
  const spent = await ctx.db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: ctx.now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecovery(userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** A second factor of an account with two-factor on: a fresh 6-digit code, or an unused recovery code (spent). */
export async function checkSecondFactor(ctx: AppContext, userId: number, code: string): Promise<'code' | 'recovery' | false> {
  const digits = totpCode(code);
  if (digits) return (await spendTotp(ctx, userId, digits, 'enabled')) ? 'code' : false;
  return (await spendRecoveryCode(ctx, userId, code)) ? 'recovery' : false;
}

/** Replaces the account's recovery codes with fresh ones, returned once. */
export async function newRecoveryCodes(ctx: AppContext, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecovery(userId, code), used_at: null })))
      .execute();
  });
  return codes;
}

/** Confirms the pending set-up with a code from the app: two-factor is on, and the recovery codes come back once. */
export async function confirmSetup(ctx: AppContext, userId: number, code: string): Promise<string[] | undefined> {
  const digits = totpCode(code);
  if (!digits || !(await spendTotp(ctx, userId, digits, 'pending'))) return undefined;
  const on = await ctx.db.updateTable('two_factor').set({ enabled_at: ctx.now() }).where('user_id', '=', userId).where('enabled_at', 'is', null).executeTakeFirst();
  if (Number(on.numUpdatedRows) !== 1) return undefined;
  return newRecoveryCodes(ctx, userId);
}

export async function disableTwoFactor(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  });
}

/** After a correct password: the challenge the client answers with the second factor. */
export async function createChallenge(ctx: AppContext, userId: number): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  const expires = new Date(Date.parse(now) + TWO_FACTOR_CHALLENGE_MINUTES * 60_000).toISOString();
  // Expired challenges of the account are of no use to anyone: cleared as new ones come.
  await ctx.db.deleteFrom('login_challenges').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await ctx.db.insertInto('login_challenges').values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: expires, used_at: null }).execute();
  return token;
}

/** The account of a live challenge (not expired, spent or voided by failures). */
export async function challengeUser(ctx: AppContext, token: string): Promise<{ challengeId: number; userId: number } | undefined> {
  const row = await ctx.db.selectFrom('login_challenges').select(['id', 'user_id', 'expires_at', 'used_at', 'failures']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.used_at || row.failures >= CHALLENGE_MAX_FAILURES || Date.parse(row.expires_at) <= Date.parse(ctx.now())) return undefined;
  return { challengeId: row.id, userId: row.user_id };
}

export async function challengeFailed(ctx: AppContext, challengeId: number): Promise<void> {
  await ctx.db
    .updateTable('login_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', challengeId)
    .execute();
}

/** Spends the challenge: true only for the one request whose update lands. */
export async function spendChallenge(ctx: AppContext, challengeId: number): Promise<boolean> {
  const spent = await ctx.db.updateTable('login_challenges').set({ used_at: ctx.now() }).where('id', '=', challengeId).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

