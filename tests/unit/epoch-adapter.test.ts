// @vitest-environment node
// The Epoch adapter against notifications in Epoch's recorded formats (approval and denial
// postbacks, DataPlus transaction records, member cancel records), signed with epoch_digest as the
// adapter documents: each becomes the right billing event; tampered, unsigned or foreign-signed
// bodies are refused; a retry keeps its event id; the join link; the member cancel API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEpochAdapter, type EpochSettings } from '../../server/billing/adapters/epoch';
import { epochSettingsFromEnv, epochSettingsProblems, emulatorSettings } from '../../server/billing/adapters/epoch/settings';
import { epochDigest, signEpochFields } from '../../server/billing/adapters/epoch/digest';
import { epochLifecycleNotification } from '../../server/emulators/epoch/lifecycle';
import type { Payment, Subscription } from '../../server/billing/adapter';
import { HttpError } from '../../server/http-error';
import { useRealNetwork } from '../api/harness';

useRealNetwork();

const KEY = 'digest-key-of-the-test-account';
const settings: EpochSettings = {
  joinUrl: 'https://epoch.example.test/secure/fpost.cgi',
  coCode: 'ABC',
  reseller: 'a',
  digestKey: KEY,
  emulated: false,
  acceptTestTransactions: false,
};
const adapter = createEpochAdapter(settings);
const TOKEN = 'tok_0123456789abcdefABCDEF';

const form = (fields: Record<string, string>) => ({ raw: Buffer.from(new URLSearchParams(fields).toString()), contentType: 'application/x-www-form-urlencoded', headers: {} });
const signed = (fields: Record<string, string>, key = KEY) => form(signEpochFields(fields, key));
const parse = (incoming: ReturnType<typeof form>) => adapter.parseNotification!(incoming);
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, code: error.code } : { error };
  }
  return undefined;
};

// An approval postback as Epoch sends it after a join (fields of Epoch's postback, x_ fields passed through).
const approval = {
  ans: 'Y1234|712345678',
  transaction_id: '712345678',
  member_id: '421900001',
  order_id: '421900001',
  pi_code: 'MONTHLY',
  co_code: 'ABC',
  reseller: 'a',
  amount: '19.95',
  localamount: '18.95',
  currency: 'EUR',
  payment_type: 'CC',
  payment_subtype: 'VS',
  username: 'alice',
  email: 'alice@example.test',
  event_datetime: '2030-01-15 10:00:00',
  x_ans_token: TOKEN,
};

describe('Epoch notifications', () => {
  it('an approval postback is a sale approved, with our token, the member and the charged amount', () => {
    expect(parse(signed(approval))).toEqual({
      provider: 'epochCreditCard',
      events: [
        {
          kind: 'sale_approved',
          eventId: 'epoch:approval:712345678',
          paymentToken: TOKEN,
          transactionId: '712345678',
          memberId: '421900001',
          subscriptionId: '421900001',
          amount: 18.95,
          currency: 'EUR',
          occurredAt: '2030-01-15T10:00:00.000Z',
        },
      ],
    });
  });

  it('a PayPal approval names the PayPal provider; without local amount the USD amount counts', () => {
    const { localamount: _l, currency: _c, ...usd } = approval;
    const parsed = parse(signed({ ...usd, payment_type: 'PP' }));
    expect(parsed.provider).toBe('epochPaypal');
    expect(parsed.events[0]).toMatchObject({ amount: 19.95, currency: 'USD' });
  });

  it('a denial postback is a sale declined for our token', () => {
    const parsed = parse(signed({ ans: 'NDECLINED|712345679', transaction_id: '712345679', x_ans_token: TOKEN, pi_code: 'MONTHLY' }));
    expect(parsed.events).toEqual([{ kind: 'sale_declined', eventId: 'epoch:denial:712345679', paymentToken: TOKEN, transactionId: '712345679', occurredAt: undefined }]);
  });

  it("Epoch's test approvals grant nothing on a real account, but do on the emulator's", () => {
    const test = { ...approval, ans: 'YGOODTEST|712345678' };
    expect(failure(() => parse(signed(test)))).toEqual({ status: 422, code: 'test_transaction' });
    const emulated = createEpochAdapter({ ...settings, acceptTestTransactions: true });
    expect(emulated.parseNotification!(signed(test)).events[0]?.kind).toBe('sale_approved');
  });

  const target = { memberId: '421900001', amount: 19.95, currency: 'USD', productCode: 'MONTHLY', coCode: 'ABC', at: new Date('2030-02-15T10:00:00Z') };

  it.each([
    ['rebill', 'N', 'rebill', 19.95],
    ['rebill-failed', 'J', 'rebill_failed', 0],
    ['refund', 'C', 'refund', 19.95],
    ['chargeback', 'D', 'chargeback', 19.95],
  ] as const)('a DataPlus %s record (type %s) is a %s event for the member', (kind, type, event, amount) => {
    const body = epochLifecycleNotification(kind, { ...target, transactionId: '800000001' });
    expect(body.ets_transaction_type).toBe(type);
    expect(parse(signed(body)).events).toEqual([
      { kind: event, eventId: `epoch:ets:${type}:800000001`, transactionId: '800000001', memberId: '421900001', amount, currency: 'USD', occurredAt: '2030-02-15T10:00:00.000Z' },
    ]);
  });

  it('a DataPlus record of a first charge (already reported by the postback) or of an unknown type changes nothing', () => {
    const rebill = epochLifecycleNotification('rebill', target);
    expect(parse(signed({ ...rebill, ets_transaction_type: 'I' })).events).toEqual([]);
    expect(parse(signed({ ...rebill, ets_transaction_type: 'Q' })).events).toEqual([]);
  });

  it('a member cancel record is a cancellation; one that removes access at once is an expiry', () => {
    const cancel = epochLifecycleNotification('cancel', { ...target, paidUntil: '2030-03-15T10:00:00Z' });
    expect(cancel.mcs_passwordremovaldate).toBe('2030-03-15 10:00:00');
    expect(parse(signed(cancel)).events).toEqual([{ kind: 'cancellation', eventId: 'epoch:cancel:421900001:2030-02-15 10:00:00', memberId: '421900001', occurredAt: '2030-02-15T10:00:00.000Z' }]);
    const expire = epochLifecycleNotification('expire', target);
    expect(parse(signed(expire)).events).toEqual([{ kind: 'expiry', eventId: 'epoch:expiry:421900001:2030-02-15 10:00:00', memberId: '421900001', occurredAt: '2030-02-15T10:00:00.000Z' }]);
  });

  it('a replayed body has the same event id; two different rebills never share one; order does not matter', () => {
    const first = epochLifecycleNotification('rebill', target);
    const second = epochLifecycleNotification('rebill', { ...target, at: new Date('2030-03-15T10:00:00Z') });
    const ids = [signed(second), signed(first), signed(first), signed(second)].map((n) => parse(n).events[0]?.eventId);
    expect(ids[0]).toBe(ids[3]);
    expect(ids[1]).toBe(ids[2]);
    expect(ids[0]).not.toBe(ids[1]);
    // A refund after the rebill it reverses, or before it: each read on its own.
    const refund = epochLifecycleNotification('refund', { ...target, refTransactionId: first.ets_transaction_id });
    expect(parse(signed(refund)).events[0]?.kind).toBe('refund');
  });

  it('refuses a changed field, a missing digest and a digest of another key (403), whatever the type', () => {
    for (const body of [approval, epochLifecycleNotification('chargeback', target), epochLifecycleNotification('cancel', target)]) {
      const good = signEpochFields(body, KEY);
      const [field] = Object.keys(body);
      expect(failure(() => parse(form({ ...good, [field!]: `${good[field!]}0` })))).toEqual({ status: 403, code: 'invalid_signature' });
      const { epoch_digest: _d, ...unsigned } = good;
      expect(failure(() => parse(form(unsigned)))).toEqual({ status: 403, code: 'invalid_signature' });
      expect(failure(() => parse(signed(body, 'another-sites-key')))).toEqual({ status: 403, code: 'invalid_signature' });
      expect(failure(() => parse(form({ ...good, epoch_digest: 'not-hex' })))).toEqual({ status: 403, code: 'invalid_signature' });
    }
  });

  it('a field cannot pose as two: moving an "&" into a value breaks the digest', () => {
    const good = signEpochFields({ ans: 'Y1|1', transaction_id: '1', member_id: '2', x_ans_token: TOKEN }, KEY);
    const merged = `ans=${encodeURIComponent(`Y1|1&member_id=2`)}&transaction_id=1&x_ans_token=${TOKEN}&epoch_digest=${good.epoch_digest}`;
    expect(failure(() => parse({ raw: Buffer.from(merged), contentType: 'application/x-www-form-urlencoded', headers: {} }))).toEqual({ status: 403, code: 'invalid_signature' });
  });

  it('refuses malformed bodies with 400 (JSON, a repeated field, unknown shape, missing token or ids, bad amounts)', () => {
    expect(failure(() => parse({ raw: Buffer.from('{"ans":"Y"}'), contentType: 'application/json', headers: {} }))).toMatchObject({ status: 400 });
    const good = signEpochFields(approval, KEY);
    const twice = `${new URLSearchParams(good).toString()}&member_id=999`;
    expect(failure(() => parse({ raw: Buffer.from(twice), contentType: 'application/x-www-form-urlencoded; charset=utf-8', headers: {} }))).toMatchObject({ status: 400 });
    expect(failure(() => parse(signed({ hello: 'world' })))).toMatchObject({ status: 400 });
    const { x_ans_token: _t, ...noToken } = approval;
    expect(failure(() => parse(signed(noToken)))).toMatchObject({ status: 400 });
    const { member_id: _m, ...noMember } = approval;
    expect(failure(() => parse(signed(noMember)))).toMatchObject({ status: 400 });
    expect(failure(() => parse(signed({ ...approval, localamount: 'lots' })))).toMatchObject({ status: 400 });
    expect(failure(() => parse(signed({ ...approval, ans: 'maybe' })))).toMatchObject({ status: 400 });
    expect(failure(() => parse(signed({ ...epochLifecycleNotification('rebill', target), ets_co_code: 'XYZ' })))).toMatchObject({ status: 400 });
    expect(failure(() => parse(signed({ ...epochLifecycleNotification('cancel', target), mcs_canceldate: 'yesterday' })))).toMatchObject({ status: 400 });
    expect(failure(() => parse(form({})))).toMatchObject({ status: 400 });
  });

  it('the digest is an HMAC-MD5 over the sorted, form-encoded fields', () => {
    expect(epochDigest([['b', '2'], ['a', '1 2'], ['epoch_digest', 'ignored']], 'k')).toBe(epochDigest([['a', '1 2'], ['b', '2']], 'k'));
    expect(epochDigest([['a', '1']], 'k')).toMatch(/^[0-9a-f]{32}$/);
  });
});

const payment = { token: TOKEN, username: 'alice', email: 'alice+x@example.test', password_hash: 'scrypt$secret-hash', provider_member_id: null } as unknown as Payment;

describe('Epoch join link', () => {
  it('carries company, product, account, pass-through token, method and return URLs, and never a password', async () => {
    const result = await adapter.start({ payment, provider: 'epochPaypal', productCode: 'MONTHLY', description: 'Monthly', siteUrl: 'https://site.example.test/', locale: 'de_DE' });
    expect(result.status).toBe('pending');
    expect(result.sandbox).toBe(false);
    const url = new URL(result.redirectURL!);
    expect(`${url.origin}${url.pathname}`).toBe('https://epoch.example.test/secure/fpost.cgi');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      co_code: 'ABC',
      pi_code: 'MONTHLY',
      reseller: 'a',
      username: 'alice',
      email: 'alice+x@example.test',
      no_userpass: '1',
      payment_type: 'PP',
      language: 'de',
      pi_returnurl: 'https://site.example.test/signupSuccess',
      pi_declineurl: 'https://site.example.test/signupDenial',
      x_ans_token: TOKEN,
    });
    expect(result.redirectURL).not.toMatch(/password|secret-hash/i);
  });

  it('card by default; the emulator link stays on the site; a purchase without product code is refused', async () => {
    const emulated = createEpochAdapter(emulatorSettings('http://127.0.0.1:3000', 'payment-secret'));
    const result = await emulated.start({ payment, provider: 'epochCreditCard', productCode: 'MONTHLY', description: 'Monthly', siteUrl: 'http://127.0.0.1:3000', locale: 'en_US' });
    expect(result.redirectURL).toMatch(/^\/sandbox\/epoch\/join\?co_code=SBX&pi_code=MONTHLY&/);
    expect(result.redirectURL).toContain('payment_type=CC');
    expect(result.sandbox).toBe(true);
    await expect(adapter.start({ payment, provider: 'epochCreditCard', productCode: '', description: '', siteUrl: 'https://s.test', locale: 'en_US' })).rejects.toMatchObject({ status: 422 });
    await expect(adapter.start({ payment, provider: 'bitcoin', productCode: 'X', description: '', siteUrl: 'https://s.test', locale: 'en_US' })).rejects.toMatchObject({ status: 422 });
  });
});

describe('Epoch settings', () => {
  const none = {};
  it('unset: the emulator with the sandbox, nothing without it', () => {
    const emulated = epochSettingsFromEnv(none, { sandbox: true, siteUrl: 'http://127.0.0.1:3000', paymentSecret: 's1' });
    expect(emulated).toMatchObject({ joinUrl: '/sandbox/epoch/join', emulated: true, api: { url: 'http://127.0.0.1:3000/sandbox/epoch/api/cancel' } });
    expect(emulated?.digestKey).not.toBe(epochSettingsFromEnv(none, { sandbox: true, siteUrl: '', paymentSecret: 's2' })?.digestKey);
    expect(epochSettingsFromEnv(none, { sandbox: false, siteUrl: '', paymentSecret: 's1' })).toBeNull();
  });

  it('a real account from the variables; an incomplete set or emulator URLs are listed', () => {
    const env = { EPOCH_JOIN_URL: 'https://epoch.example.test/join', EPOCH_CO_CODE: 'ABC', EPOCH_DIGEST_KEY: 'k' };
    expect(epochSettingsFromEnv(env, { sandbox: true, siteUrl: '', paymentSecret: 's' })).toMatchObject({ joinUrl: env.EPOCH_JOIN_URL, coCode: 'ABC', reseller: 'a', emulated: false, acceptTestTransactions: false, api: undefined });
    expect(epochSettingsProblems({ EPOCH_JOIN_URL: 'https://epoch.example.test/join' })).toHaveLength(2);
    expect(epochSettingsProblems({ ...env, EPOCH_API_URL: 'https://site.test/sandbox/epoch/api/cancel' }).join('\n')).toMatch(/emulator[\s\S]*go together/);
    expect(() => epochSettingsFromEnv({ EPOCH_CO_CODE: 'ABC' }, { sandbox: true, siteUrl: '', paymentSecret: 's' })).toThrow(/EPOCH_JOIN_URL/);
  });
});

describe('Epoch member cancel API', () => {
  let server: http.Server;
  let url = '';
  const received: URLSearchParams[] = [];
  let reply: { status: number; body: string } = { status: 200, body: '' };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(new URLSearchParams(body));
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cancel`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const withApi = (apiUrl: string) => createEpochAdapter({ ...settings, api: { url: apiUrl, user: 'api-user', password: 'api-pass' } });
  const subscription = { id: 7, provider_member_id: '421900001' } as Subscription;

  it('posts company, member and login, and resolves on success or "already cancelled"', async () => {
    reply = { status: 200, body: JSON.stringify({ status: 'success', member_id: '421900001', cancel_date: '2030-02-01' }) };
    await expect(withApi(url).cancel!(subscription, payment)).resolves.toBeUndefined();
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ co_code: 'ABC', member_id: '421900001', auth_user: 'api-user', auth_pass: 'api-pass', reason: 'member request' });
    reply = { status: 200, body: JSON.stringify({ status: 'error', code: 'already_cancelled' }) };
    await expect(withApi(url).cancel!(subscription, payment)).resolves.toBeUndefined();
  });

  it('rejects with a clear message on a refusal, an unknown answer and a network error', async () => {
    reply = { status: 200, body: JSON.stringify({ status: 'error', code: 'member_not_found', message: 'No member 421900001' }) };
    await expect(withApi(url).cancel!(subscription, payment)).rejects.toThrow('Epoch refused to cancel member 421900001: member_not_found: No member 421900001');
    reply = { status: 502, body: '<html>bad gateway</html>' };
    await expect(withApi(url).cancel!(subscription, payment)).rejects.toThrow('Epoch cancel API answered HTTP 502');
    await expect(withApi('http://127.0.0.1:1/cancel').cancel!(subscription, payment)).rejects.toThrow(/could not be reached/);
    await expect(withApi(url).cancel!({ ...subscription, provider_member_id: null }, payment)).rejects.toThrow(/no Epoch member id/);
    // On the emulator, a subscription it never billed (seeded demo data) has nothing to stop there.
    const calls = received.length;
    const emulated = createEpochAdapter({ ...settings, emulated: true, api: { url, user: 'api-user', password: 'api-pass' } });
    await expect(emulated.cancel!({ ...subscription, provider_member_id: null }, payment)).resolves.toBeUndefined();
    expect(received).toHaveLength(calls);
  });

  it('an account without the cancel API offers no cancel', () => {
    expect(adapter.cancel).toBeUndefined();
  });
});

describe('Epoch refund API', () => {
  let server: http.Server;
  let url = '';
  const received: URLSearchParams[] = [];
  let reply: { status: number; body: string } = { status: 200, body: '' };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(new URLSearchParams(body));
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/refund`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const withRefund = (refundUrl?: string) => createEpochAdapter({ ...settings, api: { url: `${url}-cancel`, refundUrl, user: 'api-user', password: 'api-pass' } });
  const paid = { id: 9, amount: 24.95, provider_transaction_id: '700000001', provider_member_id: '421900001' } as Payment;

  it('posts company, transaction, member, amount, reason and login, and resolves on success or "already refunded"', async () => {
    reply = { status: 200, body: JSON.stringify({ status: 'success', transaction_id: '700000001', credit_transaction_id: '700000002' }) };
    await expect(withRefund(url).refund!(paid, 'username_taken')).resolves.toBeUndefined();
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ co_code: 'ABC', transaction_id: '700000001', member_id: '421900001', amount: '24.95', reason: 'username_taken', auth_user: 'api-user', auth_pass: 'api-pass' });
    reply = { status: 200, body: JSON.stringify({ status: 'error', code: 'already_refunded' }) };
    await expect(withRefund(url).refund!(paid, 'username_taken')).resolves.toBeUndefined();
  });

  it('rejects a refusal, an answer for another transaction, an unknown answer, a network error and a payment without a transaction', async () => {
    reply = { status: 200, body: JSON.stringify({ status: 'error', code: 'refund_not_allowed', message: 'Too old' }) };
    await expect(withRefund(url).refund!(paid, 'x')).rejects.toThrow('Epoch refused to refund transaction 700000001: refund_not_allowed: Too old');
    reply = { status: 200, body: JSON.stringify({ status: 'success', transaction_id: '700000999' }) };
    await expect(withRefund(url).refund!(paid, 'x')).rejects.toThrow(/answered for transaction 700000999/);
    reply = { status: 502, body: '<html>bad gateway</html>' };
    await expect(withRefund(url).refund!(paid, 'x')).rejects.toThrow('Epoch refund API answered HTTP 502');
    await expect(withRefund('http://127.0.0.1:1/refund').refund!(paid, 'x')).rejects.toThrow(/could not be reached/);
    await expect(withRefund(url).refund!({ ...paid, provider_transaction_id: null }, 'x')).rejects.toThrow(/no Epoch transaction id/);
  });

  it('an account without EPOCH_REFUND_URL offers no refund: such payments wait for staff', () => {
    expect(withRefund(undefined).refund).toBeUndefined();
    expect(epochSettingsProblems({ EPOCH_JOIN_URL: 'https://epoch.example.test/join', EPOCH_CO_CODE: 'ABC', EPOCH_DIGEST_KEY: 'k', EPOCH_REFUND_URL: 'https://epoch.example.test/refund' }).join('\n')).toMatch(/EPOCH_REFUND_URL needs the cancel API login/);
  });
});
