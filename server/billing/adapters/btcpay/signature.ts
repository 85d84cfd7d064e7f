// BTCPay-Sig: `sha256=` followed by the lowercase hex HMAC-SHA256 of the exact request bytes, keyed
// with the webhook's secret (the same scheme as GitHub's webhooks). Compared in constant time.
import crypto from 'node:crypto';

const PREFIX = 'sha256=';

/** The header value BTCPay sends for this body. */
export const btcpaySignature = (raw: Buffer | string, secret: string): string => PREFIX + crypto.createHmac('sha256', secret).update(raw).digest('hex');

/** Whether the header (as node hands it over: one value, several, or none) signs this body. */
export function verifyBtcpaySignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  // Two BTCPay-Sig headers are not something BTCPay sends: refuse rather than pick one.
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  if (!value || !secret) return false;
  const trimmed = value.trim();
  if (trimmed.slice(0, PREFIX.length).toLowerCase() !== PREFIX) return false;
  const hex = trimmed.slice(PREFIX.length);
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
  const expected = crypto.createHmac('sha256', secret).update(raw).digest();
  return crypto.timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}
