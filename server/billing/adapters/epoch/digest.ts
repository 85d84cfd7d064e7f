// The `epoch_digest` every Epoch notification carries: an HMAC-MD5 (hex) with the site's digest
// key over the other fields sorted by name, written as `name=value` pairs joined with `&`, names
// and values form-encoded so no field can pose as two (see ./index.ts for what is documented).
import crypto from 'node:crypto';
import { DIGEST_FIELD } from './fields';

const encode = (s: string) => encodeURIComponent(s);

/** The digest of a set of fields (the digest field itself, if present, is left out). */
export function epochDigest(fields: Iterable<[string, string]>, key: string): string {
  const pairs = [...fields].filter(([name]) => name !== DIGEST_FIELD).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const message = pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return crypto.createHmac('md5', key).update(message, 'utf8').digest('hex');
}

/** Whether the fields carry a digest made with this key; compared in constant time. */
export function verifyEpochDigest(fields: Map<string, string>, key: string): boolean {
  const given = fields.get(DIGEST_FIELD);
  if (!given || !/^[0-9a-fA-F]{32}$/.test(given)) return false;
  const expected = Buffer.from(epochDigest(fields, key), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** The fields with their digest added: the form body Epoch would send. */
export function signEpochFields(fields: Record<string, string>, key: string): Record<string, string> {
  const { [DIGEST_FIELD]: _old, ...rest } = fields;
  return { ...rest, [DIGEST_FIELD]: epochDigest(Object.entries(rest), key) };
}
