// The zxcvbn strength estimate, loaded on first use only (its dictionaries are large): the browser
// loads it on pages where a password is chosen, the server on the first password it checks.
import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MAX_LENGTH } from './password-policy';

export type PasswordLanguage = 'en' | 'de' | 'fr' | 'es';

export interface Strength {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** zxcvbn's warning in the estimator's language, e.g. "This is a heavily used password." */
  warning: string | null;
  suggestions: string[];
}

type Check = (password: string, userInputs: string[]) => Strength;
const loaded = new Map<PasswordLanguage, Promise<Check>>();

async function load(language: PasswordLanguage): Promise<Check> {
  const [{ ZxcvbnFactory }, common, en, local] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    language === 'de'
      ? import('@zxcvbn-ts/language-de')
      : language === 'fr'
        ? import('@zxcvbn-ts/language-fr')
        : language === 'es'
          ? import('@zxcvbn-ts/language-es-es')
          : import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    translations: local.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...local.dictionary },
    maxLength: PASSWORD_MAX_LENGTH,
  });
  return (password, userInputs) => {
    const result: ZxcvbnResult = zxcvbn.check(password, userInputs);
    return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
  };
}

/** The estimator for a language: its warnings in that language, its words and English ones counted as guessable. */
export function passwordStrength(language: PasswordLanguage = 'en'): Promise<Check> {
  let check = loaded.get(language);
  if (!check) {
    check = load(language);
    loaded.set(language, check);
  }
  return check;
}
