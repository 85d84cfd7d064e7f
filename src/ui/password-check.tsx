// A new password in a form: the shared rules (shared/password-policy.ts), the strength estimate
// loaded only once the visitor types a password (zxcvbn's dictionaries are large, and no other page
// pays for them), a meter, and the reason in words. The server checks the same and more (the list
// of breached passwords); its reason is shown with the same words.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import {
  passwordLengthProblem,
  passwordUserInputs,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  type PasswordProblem,
} from '../../shared/password-policy';
import type { PasswordLanguage, Strength } from '../../shared/password-strength';

type Check = (password: string, userInputs: string[]) => Strength;

const languageOf = (locale: string): PasswordLanguage => {
  const language = locale.slice(0, 2);
  return language === 'de' || language === 'fr' || language === 'es' ? language : 'en';
};

export interface PasswordCheck {
  /** What keeps the password from being accepted (undefined: acceptable as far as the browser knows). */
  problem?: PasswordProblem;
  /** The estimate, once the estimator has loaded. */
  strength?: Strength;
}

/** Checks `password` as it is typed; `account` words (username, email) count against it. */
export function usePasswordCheck(password: string, account: { username?: string; email?: string } = {}): PasswordCheck {
  const { i18n } = useLingui();
  const language = languageOf(i18n.locale);
  const [check, setCheck] = useState<{ language: PasswordLanguage; run: Check }>();
  const wanted = password.length > 0;
  useEffect(() => {
    if (!wanted || check?.language === language) return undefined;
    let live = true;
    void import('../../shared/password-strength')
      .then(({ passwordStrength }) => passwordStrength(language))
      .then((run) => live && setCheck({ language, run }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, language, check?.language]);
  const length = passwordLengthProblem(password);
  if (length) return { problem: length };
  const strength = check?.run(password, passwordUserInputs(account));
  return { problem: strength && strength.score < PASSWORD_MIN_SCORE ? 'weak' : undefined, strength };
}

/** The translated reason of a problem (also for the server's `weak_password` and length answers). */
export function usePasswordMessages(): Record<PasswordProblem, string> {
  const { t } = useLingui();
  return {
    empty: t`Please enter a password`,
    tooShort: t`Password must be at least 8 characters`,
    tooLong: t`Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    common: t`This password is on a list of common or leaked passwords. Please choose another one.`,
    weak: t`This password is too easy to guess. Add more words or characters.`,
  };
}

/** The server's reason for a refused password, by its English words (its `fields.password`). */
export function passwordProblemOf(serverMessage: string | undefined): PasswordProblem | undefined {
  if (!serverMessage) return undefined;
  if (/common or leaked/.test(serverMessage)) return 'common';
  if (/too easy to guess/.test(serverMessage)) return 'weak';
  if (/at most/.test(serverMessage)) return 'tooLong';
  if (/at least/.test(serverMessage)) return 'tooShort';
  return undefined;
}

/** "8 to 200 characters": the stated limits, shown with the field. */
export function PasswordLimits() {
  const { t } = useLingui();
  return <>{t`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; avoid common words and your name.`}</>;
}

/** The strength bar and its words; nothing before anything is typed. */
export function PasswordMeter({ password, check }: { password: string; check: PasswordCheck }) {
  const { t } = useLingui();
  if (!password || !check.strength || check.problem === 'tooLong' || check.problem === 'tooShort') return null;
  const { score, warning } = check.strength;
  const labels = [t`Very weak`, t`Weak`, t`Fair`, t`Good`, t`Strong`];
  const label = labels[score] ?? labels[0]!;
  return (
    <Meter>
      <Bar role="meter" aria-label={t`Password strength`} aria-valuemin={0} aria-valuemax={4} aria-valuenow={score} aria-valuetext={label}>
        {[0, 1, 2, 3].map((i) => (
          <Segment key={i} $on={i < Math.max(1, score)} $good={score >= PASSWORD_MIN_SCORE} />
        ))}
      </Bar>
      <Words aria-live="polite">
        {t`Strength: ${label}`}
        {warning ? ` – ${warning}` : ''}
      </Words>
    </Meter>
  );
}

const Meter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const Segment = styled.span<{ $on: boolean; $good: boolean }>`
  height: 6px;
  border-radius: 3px;
  background: ${({ theme, $on, $good }) => (!$on ? theme.colors.border : $good ? theme.colors.success : theme.colors.danger)};
`;

const Words = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
