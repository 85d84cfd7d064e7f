// The signup form's account fields: their values (a member renewing sees the session's email and
// username), which ones the visitor has typed in (only those show their message), the messages,
// and the existence checks: one field per call, once typing pauses, only for well-formed values.
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSignupApi } from '../../src/api/signup';
import { EMAIL_PATTERN, USERNAME_CHARS_RE, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_RE } from '../../src/ui/account-rules';
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
  /** No account has it, but a signup that has not finished (another tab, maybe) holds it. */
  reserved?: boolean;
}

/** Why registration found a value taken: an account has it, or an unfinished signup holds it. */
export type TakenReason = 'taken' | 'reserved';

const FIELDS = ['email', 'username', 'password'] as const;

/**
 * Asks whether `value` is taken once it has stayed the same for EXISTS_DEBOUNCE_MS; `null` asks
 * nothing; a new `generation` asks again (and drops the answer on its way). Answers arrive through `onAnswer`.
 */
function useExistenceCheck(field: CheckedField, value: string | null, generation: number, onAnswer: (field: CheckedField, result: ExistsResult) => void) {
  const signupApi = useSignupApi();
  const settled = useDebouncedValue(value, EXISTS_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === null) return undefined;
    let live = true;
    signupApi
      .userExists(field === 'email' ? { email: settled } : { username: settled })
      .then((answer) => live && onAnswer(field, { value: settled, ...answer }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [field, settled, generation, signupApi, onAnswer]);
}

export function useSignupFields(user: { email: string; username: string } | null) {
  const { t } = useLingui();
  const [values, setValues] = useState<Record<SignupField, string>>({ email: user?.email ?? '', username: user?.username ?? '', password: '' });
  const [typed, setTyped] = useState<Record<SignupField, boolean>>({ email: false, username: false, password: false });
  const [exists, setExists] = useState<Partial<Record<CheckedField, ExistsResult>>>({});
  // Bumped to ask again: a closed invoice freed the names its signup held a moment ago.
  const [generation, setGeneration] = useState(0);
  // What registration found taken: a late "free" answer of the debounced check must not undo it.
  const [takenOnSignup, setTakenOnSignup] = useState<Partial<Record<CheckedField, { value: string; reason: TakenReason }>>>({});

  // A logged-in member renews their own account: the fields follow the session.
  useEffect(() => {
    if (user) setValues((v) => ({ ...v, email: user.email, username: user.username }));
  }, [user]);

  const email = values.email.trim();
  const username = values.username.trim();
  const passwordCheck = usePasswordCheck(values.password, { username, email });
  const passwordMessages = usePasswordMessages();
  const record = useCallback((field: CheckedField, result: ExistsResult) => setExists((e) => ({ ...e, [field]: result })), []);
  useExistenceCheck('email', !user && typed.email && EMAIL_PATTERN.test(email) ? email : null, generation, record);
  useExistenceCheck('username', !user && typed.username && USERNAME_RE.test(username) ? username : null, generation, record);

  /** Why the value cannot be used now, if it cannot: what registration answered wins over the check. */
  const taken = (field: CheckedField, value: string): TakenReason | undefined => {
    if (user) return undefined;
    const onSignup = takenOnSignup[field];
    if (onSignup?.value === value) return onSignup.reason;
    const checked = exists[field];
    if (checked?.value === value && checked.exists) return checked.reserved ? 'reserved' : 'taken';
    return undefined;
  };
  const fieldError = (field: SignupField): string | undefined => {
    if (field === 'email') {
      if (!email) return t`Enter your email`;
      if (!EMAIL_PATTERN.test(email)) return t`Enter a valid email address`;
      const why = taken('email', email);
      if (why === 'reserved') return t`This email address is being used in a signup that has not finished yet. If it is yours, finish that signup, or try again in an hour.`;
      if (why) return t`Email already in use, please login or choose another one`;
    }
    if (field === 'username') {
      if (!username) return t`Enter your username`;
      // The server's rule (schemas/api/patterns.ts), said as what to change.
      if (!USERNAME_CHARS_RE.test(username)) return t`Use only letters A-Z, digits, dot, dash and underscore (no spaces or accents)`;
      if (username.length < USERNAME_MIN_LENGTH) return t`The username needs at least ${USERNAME_MIN_LENGTH} characters`;
      if (username.length > USERNAME_MAX_LENGTH) return t`The username can have at most ${USERNAME_MAX_LENGTH} characters`;
      const why = taken('username', username);
      if (why === 'reserved') return t`This username is being used in a signup that has not finished yet. Please choose another one.`;
      if (why) return t`Username already in use, please login or choose another one`;
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
    /** The first field that still needs the visitor, and whether it is empty: what the disabled button names. */
    firstProblem: (): { field: SignupField; empty: boolean } | null => {
      const field = FIELDS.find((f) => fieldError(f));
      return field ? { field, empty: !values[field].trim() } : null;
    },
    /** Shows every field's message, as when the visitor tries to go on with an invalid form. */
    showAllErrors: () => setTyped({ email: true, username: true, password: true }),
    /** What the account is registered with (a logged-in member sends no password). */
    credentials: (): Credentials => ({ email, username, ...(user ? {} : { password: values.password }) }),
    /** The server found this value taken after all (registration answered `user_exists`, or `name_reserved`). */
    markTaken: (field: CheckedField, value: string, reason: TakenReason = 'taken') => setTakenOnSignup((t) => ({ ...t, [field]: { value, reason } })),
    /** Forgets what the checks answered and asks again (the signup that held these names ended). */
    recheck: () => {
      setExists({});
      setGeneration((g) => g + 1);
    },
  };
}
