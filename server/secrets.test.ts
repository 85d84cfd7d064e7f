// @vitest-environment node
// The data dir's keys: generated once into secrets.json (mode 600), the same for every process on
// that dir, also when several start at the same moment; keys from the environment are not written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSecrets, existingSecrets, secretsFile } from './secrets';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const NO_ENV = { MEDIA_SECRET: undefined, PAYMENT_SECRET: undefined };
const readFile = () => JSON.parse(fs.readFileSync(secretsFile(dataDir), 'utf8')) as Record<string, string>;

describe('ensureSecrets', () => {
  it('generates both keys once, readable by the owner only, and gives the same keys on the next start', () => {
    const first = ensureSecrets(dataDir, NO_ENV);
    expect(first.media).toMatch(/^[0-9a-f]{64}$/);
    expect(first.payment).toMatch(/^[0-9a-f]{64}$/);
    expect(first.media).not.toBe(first.payment);
    expect(readFile()).toEqual(first);
    expect(fs.statSync(secretsFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(ensureSecrets(dataDir, NO_ENV)).toEqual(first);
    expect(existingSecrets(dataDir, NO_ENV)).toEqual(first);
  });

  it('does not write a file that holds both keys again', () => {
    const first = ensureSecrets(dataDir, NO_ENV);
    const before = fs.statSync(secretsFile(dataDir)).ino;
    ensureSecrets(dataDir, NO_ENV);
    expect(fs.statSync(secretsFile(dataDir)).ino).toBe(before);
    expect(readFile()).toEqual(first);
  });

  it('uses the keys of a process that created the file first, and leaves no draft behind', () => {
    const theirs = { media: 'a'.repeat(64), payment: 'b'.repeat(64) };
    // The other process's file appears between this process's look and its own creation.
    const exists = fs.existsSync;
    let looked = false;
    fs.existsSync = (file) => {
      const answer = exists(file);
      if (!looked && file === secretsFile(dataDir)) {
        looked = true;
        fs.writeFileSync(secretsFile(dataDir), JSON.stringify(theirs), { mode: 0o600 });
      }
      return answer;
    };
    try {
      expect(ensureSecrets(dataDir, NO_ENV)).toEqual(theirs);
    } finally {
      fs.existsSync = exists;
    }
    expect(readFile()).toEqual(theirs);
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.json']);
  });

  it('adds a missing key to an older file and keeps the one it has', () => {
    fs.writeFileSync(secretsFile(dataDir), JSON.stringify({ media: 'c'.repeat(64) }), { mode: 0o600 });
    const keys = ensureSecrets(dataDir, NO_ENV);
    expect(keys.media).toBe('c'.repeat(64));
    expect(keys.payment).toMatch(/^[0-9a-f]{64}$/);
    expect(readFile()).toEqual(keys);
  });

  it('writes nothing when the environment gives both keys, and never writes a key from the environment', () => {
    const env = { MEDIA_SECRET: 'm'.repeat(40), PAYMENT_SECRET: 'p'.repeat(40) };
    expect(ensureSecrets(dataDir, env)).toEqual({ media: env.MEDIA_SECRET, payment: env.PAYMENT_SECRET });
    expect(fs.existsSync(secretsFile(dataDir))).toBe(false);

    const keys = ensureSecrets(dataDir, { MEDIA_SECRET: env.MEDIA_SECRET, PAYMENT_SECRET: undefined });
    expect(keys.media).toBe(env.MEDIA_SECRET);
    expect(JSON.stringify(readFile())).not.toContain(env.MEDIA_SECRET);
    expect(readFile().payment).toBe(keys.payment);
  });
});
