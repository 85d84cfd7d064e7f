// The signup form's account fields: their values (a member renewing sees the session's email and
// username), which ones the visitor has typed in (only those show their message), the messages,
// and the existence checks: one field per call, once typing pauses, only for well-formed values.
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSignupApi } from '../../src/api/signup';
import { EMAIL_PATTERN, USERNAME_RE } from '../../src/ui/account-rules';
import { usePasswordCheck, usePasswordMessages } from '../../src/ui/password-check';
import { useDebouncedValue } from '../../src/ui/use-debounced-value';

export const EXISTS_DEBOUNCE_MS = 500;

export type SignupField = 'email' | 'username' | 'password';
type CheckedField = 'email' | 'username';

export interface Credentials {
  email: string;
  username: string;
  /** Only for a new account. */
  password?: string;
}

/** The answer of the last existence check of a field, for the value it was asked about. */
interface ExistsResult {
  value: string;
  exists: boolean;
}

const FIELDS = ['email', 'username', 'password'] as const;

/**
 * Asks whether `value` is taken once it has stayed the same for EXISTS_DEBOUNCE_MS; `null` asks
 * nothing. Answers arrive through `onAnswer`.
 */
function useExistenceCheck(field: CheckedField, value: string | null, onAnswer: (field: CheckedField, result: ExistsResult) => void) {
  const signupApi = useSignupApi();
  const settled = useDebouncedValue(value, EXISTS_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === null) return undefined;
    let live = true;
    signupApi
      .userExists(field === 'email' ? { email: settled } : { username: settled })
      .then((exists) => live && onAnswer(field, { value: settled, exists }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [field, settled, signupApi, onAnswer]);
}

export function useSignupFields(user: { email: string; username: string } | null) {
  const { t } = useLingui();
  const [values, setValues] = useState<Record<SignupField, string>>({ email: user?.email ?? '', username: user?.username ?? '', password: '' });
  const [typed, setTyped] = useState<Record<SignupField, boolean>>({ email: false, username: false, password: false });
  const [exists, setExists] = useState<Partial<Record<CheckedField, ExistsResult>>>({});
  // What registration found taken: a late "free" answer of the debounced check must not undo it.
  const [takenOnSignup, setTakenOnSignup] = useState<Partial<Record<CheckedField, string>>>({});

  // A logged-in member renews their own account: the fields follow the session.
  useEffect(() => {
    if (user) setValues((v) => ({ ...v, email: user.email, username: user.username }));
  }, [user]);

  const email = values.email.trim();
  const username = values.username.trim();
  const passwordCheck = usePasswordCheck(values.password, { username, email });
  const passwordMessages = usePasswordMessages();
  const record = useCallback((field: CheckedField, result: ExistsResult) => setExists((e) => ({ ...e, [field]: result })), []);
  useExistenceCheck('email', !user && typed.email && EMAIL_PATTERN.test(email) ? email : null, record);
  useExistenceCheck('username', !user && typed.username && USERNAME_RE.test(username) ? username : null, record);

  const taken = (field: CheckedField, value: string) =>
    !user && ((exists[field]?.value === value && exists[field].exists) || takenOnSignup[field] === value);
  const fieldError = (field: SignupField): string | undefined => {
    if (field === 'email') {
      if (!email) return t`Enter your email`;
      if (!EMAIL_PATTERN.test(email)) return t`Enter a valid email address`;
      if (taken('email', email)) return t`Email already in use, please login or choose another one`;
    }
    if (field === 'username') {
      if (!username) return t`Enter your username`;
      if (!USERNAME_RE.test(username)) return t`Username invalid`;
      if (taken('username', username)) return t`Username already in use, please login or choose another one`;
    }
    if (field === 'password' && !user) {
      // The shared rules: length, then the strength estimate (the server also checks a breached list).
      if (passwordCheck.problem) return passwordMessages[passwordCheck.problem];
    }
    return undefined;
  };

  return {
    values,
    setField: (field: SignupField, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setTyped((v) => ({ ...v, [field]: true }));
    },
    /** A field's message, once the visitor has typed in it (or tried to go on). */
    shownError: (field: SignupField) => (typed[field] ? fieldError(field) : undefined),
    valid: FIELDS.every((field) => !fieldError(field)),
    /** Shows every field's message, as when the visitor tries to go on with an invalid form. */
    showAllErrors: () => setTyped({ email: true, username: true, password: true }),
    /** What the account is registered with (a logged-in member sends no password). */
    credentials: (): Credentials => ({ email, username, ...(user ? {} : { password: values.password }) }),
    /** The server found this value taken after all (registration answered `user_exists`). */
    markTaken: (field: CheckedField, value: string) => setTakenOnSignup((t) => ({ ...t, [field]: value })),
  };
}
