// @vitest-environment node
import type { Request, Response } from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, addressKey, Limits, LOGIN_LIMITS, waitWords } from './limits';
import { loadEnv } from '../env';

const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers, socket: {} }) as unknown as Request;

describe('addressKey', () => {
  it('keeps IPv4 addresses and counts IPv6 clients by their /64', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.5')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describe('the render header', () => {
  const limits = new Limits({ env: loadEnv({}), logger: pino({ level: 'silent' }), secret: 'server secret' });

  it("carries the visitor's address to the render's own API calls", () => {
    const headers = limits.renderHeaders(request('203.0.113.5'));
    expect(limits.clientAddress(request('127.0.0.1', headers))).toBe('203.0.113.5');
  });

  it('is ignored when forged or signed with another secret', () => {
    const [name, value] = Object.entries(limits.renderHeaders(request('203.0.113.5')))[0]!;
    expect(limits.clientAddress(request('198.51.100.1', { [name]: value.replace('203.0.113.5', '203.0.113.6') }))).toBe('198.51.100.1');
    expect(limits.clientAddress(request('198.51.100.1', { [name]: '203.0.113.6 AAAA' }))).toBe('198.51.100.1');
    expect(limits.clientAddress(request('198.51.100.1', { [name]: 'not-an-address x' }))).toBe('198.51.100.1');
    const other = new Limits({ env: loadEnv({}), logger: pino({ level: 'silent' }), secret: 'another secret' });
    expect(other.clientAddress(request('198.51.100.1', { [name]: value }))).toBe('198.51.100.1');
  });
});

describe('with Redis unreachable', () => {
  it('still limits, in memory, and never fails a request', async () => {
    const env = loadEnv({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PREFIX: 'test:unreachable' });
    const limits = new Limits({ env, logger: pino({ level: 'silent' }), secret: 'x' });
    try {
      expect(await limits.connect(300)).toBe(false);
      const refusals = [];
      for (let i = 0; i <= ADDRESS_LIMITS.login.points; i++) refusals.push(await limits.take('login', request('203.0.113.9')));
      expect(refusals.slice(0, -1)).toEqual(Array(ADDRESS_LIMITS.login.points).fill(undefined));
      expect(refusals.at(-1)?.message).toMatch(/^Too many requests/);
    } finally {
      await limits.close();
    }
  });
});

describe('failed logins', () => {
  const response = () => {
    const headers: Record<string, string> = {};
    return { headers, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as unknown as Response & { headers: Record<string, string> };
  };

  it('say the wait in words', () => {
    expect(waitWords(1)).toBe('1 second');
    expect(waitWords(45)).toBe('45 seconds');
    expect(waitWords(61)).toBe('2 minutes');
    expect(waitWords(15 * 60)).toBe('15 minutes');
    expect(waitWords(86400)).toBe('24 hours');
  });

  it('hold an address for a day past its daily failures over many accounts, but not the known device of an account', async () => {
    const limits = new Limits({ env: loadEnv({ DISABLE_RATE_LIMITS: '0' }), logger: pino({ level: 'silent' }), secret: 'x' });
    const address = '203.0.113.50';
    for (let i = 0; i < LOGIN_LIMITS.addressDaily.points; i++) await limits.loginAttempt({ account: `user:${i}`, address }, response());
    const res = response();
    const refused = await limits.loginAttempt({ account: 'user:999', address }, res).then(() => undefined, (error: Error) => error);
    expect(refused?.message).toBe('Too many attempts. Please wait 24 hours and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await expect(limits.loginAttempt({ account: 'user:999', address, device: 'owners-device-id' }, response())).resolves.toBeUndefined();
  });
});
