// Account settings (`/account`): change email (a link mailed to the new address confirms it; the
// link lands on `/account/confirm-email?token=...`), change password, the language (of the site and
// of the mail the member gets), two-factor sign-in (two-factor-section.tsx), and the signed-in devices.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAtomValue, useStore } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { accountSettings } from './index';
import { useAccountApi, useAccountSessions, type AccountSession } from '../../src/api/account';
import { clientErrorOf } from '../../src/api/forms';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { userAtom } from '../../src/state/session';
import { localeAtom } from '../../src/state/preferences';
import { Button } from '../../src/ui/button';
import { FormStatus } from '../../src/ui/form-status';
import { formatDate } from '../../src/ui/format';
import { MemberPage } from '../../src/ui/member-page';
import { TextField } from '../../src/ui/text-field';
import { PasswordLimits, PasswordMeter, passwordProblemOf, usePasswordCheck, usePasswordMessages } from '../../src/ui/password-check';
import { retryAfterOf, TooManyAttempts } from '../../src/ui/too-many-attempts';
import { up } from '../../src/theme/breakpoints';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocaleNameOf } from '../../src/i18n/locale-names';
import { useLocaleSwitch } from '../../src/i18n/locale-switch';
import { LabelledSelect } from '../../src/ui/labelled-select';
import { bcp47Of } from '../../shared/locales';
import { Actions, Card, Current, Form, Muted, SectionTitle } from './section-parts';
import { TwoFactorSection } from './two-factor-section';

type Status = { kind: 'success' | 'error'; text: React.ReactNode } | null;

export default function AccountSettings({ heading }: BlockProps<typeof accountSettings>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  if (!user) return null;
  return (
    <MemberPage>
      <Title>{localized(heading) || t`Account settings`}</Title>
      <EmailConfirmation />
      <EmailSection email={user.email} />
      <PasswordSection username={user.username} email={user.email} />
      <LanguageSection />
      <TwoFactorSection />
      <DevicesSection />
    </MemberPage>
  );
}

/** The mailed link: confirms once on arrival, then says what became of it. */
function EmailConfirmation() {
  const { action } = useParams();
  const [searchParams] = useSearchParams();
  const token = action === 'confirm-email' ? (searchParams.get('token') ?? '') : '';
  const { confirmEmail } = useAccountApi();
  const store = useStore();
  const [status, setStatus] = useState<Status>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail({ token }).then(
      ({ email }) => {
        const current = store.get(userAtom);
        if (current) store.set(userAtom, { ...current, email });
        setStatus({ kind: 'success', text: <Trans>Your email address is now {email}.</Trans> });
      },
      async (error: unknown) => {
        const problem = await clientErrorOf(error);
        setStatus({
          kind: 'error',
          text:
            problem?.code === 'user_exists' ? (
              <Trans>This email address is already in use by another account.</Trans>
            ) : (
              <Trans>This confirmation link is invalid or has expired. Please change your email again.</Trans>
            ),
        });
      },
    );
  }, [token, confirmEmail, store]);
  if (!status) return null;
  return (
    <FormStatus kind={status.kind} focusOnShow>
      {status.text}
    </FormStatus>
  );
}

function EmailSection({ email }: { email: string }) {
  const { t } = useLingui();
  const { changeEmail } = useAccountApi();
  const locale = useAtomValue(localeAtom);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const headingId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    const errors = { email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(address) ? undefined : t`Enter a valid email address`, password: password ? undefined : t`Enter your current password` };
    setFieldErrors(errors);
    if (errors.email || errors.password || busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await changeEmail({ email: address, current_password: password, locale });
      setPassword('');
      setStatus({ kind: 'success', text: <Trans>We have sent a confirmation link to {address}. Your email address changes when you follow it (within 24 hours).</Trans> });
    } catch (error) {
      const problem = await clientErrorOf(error);
      const wait = retryAfterOf(error);
      if (problem?.code === 'wrong_password') setFieldErrors({ password: t`Your current password is not correct` });
      else if (problem?.code === 'user_exists') setFieldErrors({ email: t`Email already in use, please login or choose another one` });
      else if (problem?.fields?.email) setFieldErrors({ email: t`This is already your email address` });
      else setStatus({ kind: 'error', text: wait !== undefined ? <TooManyAttempts seconds={wait} /> : <Trans>Something went wrong, please try again later</Trans> });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <Trans>Email address</Trans>
      </SectionTitle>
      <Current>
        <Trans>Current address:</Trans> <strong>{email}</strong>
      </Current>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <TextField label={t`New email address`} name="new-email" type="email" autoComplete="email" value={newEmail} onChange={setNewEmail} error={fieldErrors.email} disabled={busy} required />
        <TextField label={t`Current password`} name="email-current-password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={fieldErrors.password} disabled={busy} required />
        {status && <FormStatus kind={status.kind}>{status.text}</FormStatus>}
        <Actions>
          <Button type="submit" disabled={busy}>
            <Trans>Change email</Trans>
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}

/** The interface language, which is also the language of every later mail (saved to the account). */
function LanguageSection() {
  const { t } = useLingui();
  const { available } = useSiteConfig().core.locales;
  const current = useAtomValue(localeAtom);
  const localeNameOf = useLocaleNameOf();
  const switchLocale = useLocaleSwitch();
  const headingId = useId();
  if (available.length < 2) return null;
  return (
    <Card aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <Trans>Language</Trans>
      </SectionTitle>
      <Muted>
        <Trans>The site and the emails we send you use this language.</Trans>
      </Muted>
      <LabelledSelect>
        {t`Language`}
        <select value={current} onChange={(event) => switchLocale(event.target.value)}>
          {available.map((code) => (
            <option key={code} value={code} lang={bcp47Of(code)}>
              {localeNameOf(code)}
            </option>
          ))}
        </select>
      </LabelledSelect>
    </Card>
  );
}

function PasswordSection({ username, email }: { username: string; email: string }) {
  const { t } = useLingui();
  const { changePassword } = useAccountApi();
  const { mutate } = useAccountSessions();
  const locale = useAtomValue(localeAtom);
  const messages = usePasswordMessages();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [currentError, setCurrentError] = useState<string>();
  const [serverProblem, setServerProblem] = useState<{ password: string; text: string }>();
  const check = usePasswordCheck(password, { username, email });
  const newError = check.problem ? messages[check.problem] : serverProblem?.password === password ? serverProblem.text : undefined;
  const headingId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTyped(true);
    setCurrentError(current ? undefined : t`Enter your current password`);
    if (!current || newError || busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await changePassword({ current_password: current, password, locale });
      setCurrent('');
      setPassword('');
      setTyped(false);
      setStatus({ kind: 'success', text: <Trans>Your password has been changed. Every other device has been signed out.</Trans> });
      void mutate();
    } catch (error) {
      const problem = await clientErrorOf(error);
      const wait = retryAfterOf(error);
      const refused = passwordProblemOf(problem?.fields?.password);
      if (problem?.code === 'wrong_password') setCurrentError(t`Your current password is not correct`);
      else if (refused) setServerProblem({ password, text: messages[refused] });
      else setStatus({ kind: 'error', text: wait !== undefined ? <TooManyAttempts seconds={wait} /> : <Trans>Something went wrong, please try again later</Trans> });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <Trans>Password</Trans>
      </SectionTitle>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <TextField label={t`Current password`} name="current-password" type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={currentError} disabled={busy} required />
        <div>
          <TextField
            label={t`New password`}
            name="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setTyped(true);
            }}
            error={typed ? newError : undefined}
            hint={<PasswordLimits />}
            disabled={busy}
            required
          />
          <PasswordMeter password={password} check={check} />
        </div>
        {status && <FormStatus kind={status.kind}>{status.text}</FormStatus>}
        <Actions>
          <Button type="submit" disabled={busy}>
            <Trans>Change password</Trans>
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}

function DevicesSection() {
  const { t } = useLingui();
  const { data: sessions, error, mutate } = useAccountSessions();
  const { signOut, signOutOthers } = useAccountApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      await mutate();
      setBusy(false);
    }
  };
  const others = (sessions ?? []).filter((s) => !s.current);

  return (
    <Card aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <Trans>Signed-in devices</Trans>
      </SectionTitle>
      {error && !sessions && (
        <FormStatus kind="error">
          <Trans>Something went wrong, please try again later</Trans>
        </FormStatus>
      )}
      {sessions && (
        <Devices>
          {sessions.map((session) => (
            <Device key={session.id} session={session} busy={busy} onSignOut={() => void run(() => signOut(session.id))} />
          ))}
        </Devices>
      )}
      {failed && (
        <FormStatus kind="error">
          <Trans>Something went wrong, please try again later</Trans>
        </FormStatus>
      )}
      {others.length > 0 && (
        <Actions>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run(signOutOthers)}>
            {t`Sign out everywhere else`}
          </Button>
        </Actions>
      )}
    </Card>
  );
}

function Device({ session, busy, onSignOut }: { session: AccountSession; busy: boolean; onSignOut: () => void }) {
  const { t } = useLingui();
  const name = session.device || t`Unknown device`;
  const since = formatDate(session.created_at);
  const active = formatDate(session.last_seen_at);
  return (
    <DeviceRow>
      <div>
        <DeviceName>
          {name}
          {session.current && (
            <Badge>
              <Trans>This device</Trans>
            </Badge>
          )}
        </DeviceName>
        <Muted>
          <Trans>
            Signed in {since} · last active {active}
          </Trans>
        </Muted>
      </div>
      {!session.current && (
        <Button type="button" $variant="ghost" $size="small" disabled={busy} onClick={onSignOut} aria-label={t`Sign out ${name}`}>
          <Trans>Sign out</Trans>
        </Button>
      )}
    </DeviceRow>
  );
}

const Title = styled.h1`
  margin: 0;
  font-size: 1.6rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Devices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const DeviceRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${up('sm')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const DeviceName = styled.p`
  margin: 0;
  font-weight: 700;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Badge = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

