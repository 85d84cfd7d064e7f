// HMAC-SHA256 signatures of postback bodies, compared in constant time.
import crypto from 'node:crypto';

export const sign = (secret: string, raw: Buffer | string) => crypto.createHmac('sha256', secret).update(raw).digest('hex');

export function verifySignature(secret: string, raw: Buffer | string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(sign(secret, raw), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
