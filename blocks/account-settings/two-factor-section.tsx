// The account settings' "Two-factor sign-in": off -> "Turn on" -> QR code, the secret as text and the
// first code -> the recovery codes, shown once, with "Download" -> on, with "Turn off" and "New
// recovery codes" (each with the password and a current code or a recovery code).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useTwoFactorApi, useTwoFactorStatus, type TwoFactorSetup } from '../../src/api/two-factor';
import { clientErrorOf } from '../../src/api/forms';
import { localeAtom } from '../../src/state/preferences';
import { Button } from '../../src/ui/button';
import { FormStatus } from '../../src/ui/form-status';
import { TextField } from '../../src/ui/text-field';
import { retryAfterOf, TooManyAttempts } from '../../src/ui/too-many-attempts';
import { Actions, Card, Current, Form, Muted, SectionTitle } from './section-parts';

type Step = { kind: 'view' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'proof'; action: 'disable' | 'renew' };

/** A refusal the form shows: too many attempts in words, anything unexpected in general. */
function generalError(error: unknown): ReactNode {
  const wait = retryAfterOf(error);
  return wait !== undefined ? <TooManyAttempts seconds={wait} /> : <Trans>Something went wrong, please try again later</Trans>;
}

export function TwoFactorSection() {
  const { data: status, error, mutate } = useTwoFactorStatus();
  const { start } = useTwoFactorApi();
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const headingId = useId();

  const turnOn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setStep({ kind: 'setup', setup: await start() });
    } catch (err) {
      setFailure(generalError(err));
    } finally {
      setBusy(false);
    }
  };
  const backToView = () => {
    setStep({ kind: 'view' });
    void mutate();
  };

  return (
    <Card aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <Trans>Two-factor sign-in</Trans>
      </SectionTitle>
      {error && !status && (
        <FormStatus kind="error">
          <Trans>Something went wrong, please try again later</Trans>
        </FormStatus>
      )}
      {step.kind === 'setup' && <SetUp setup={step.setup} onCancel={backToView} onConfirmed={(codes) => setStep({ kind: 'codes', codes })} />}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={backToView} />}
      {step.kind === 'proof' && <Proof action={step.action} onCancel={backToView} onDisabled={backToView} onRenewed={(codes) => setStep({ kind: 'codes', codes })} />}
      {step.kind === 'view' && status && !status.enabled && (
        <>
          <Current>
            <Trans>Two-factor sign-in is off. When it is on, signing in also asks for a code from an authenticator app on your phone.</Trans>
          </Current>
          {failure && <FormStatus kind="error">{failure}</FormStatus>}
          <Actions>
            <Button type="button" disabled={busy} onClick={() => void turnOn()}>
              <Trans>Turn on</Trans>
            </Button>
          </Actions>
        </>
      )}
      {step.kind === 'view' && status?.enabled && (
        <>
          <Current>
            <Trans>Two-factor sign-in is on: signing in asks for a code from your authenticator app.</Trans>{' '}
            <Plural value={status.recoveryCodesLeft} one="# recovery code left." other="# recovery codes left." />
          </Current>
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => setStep({ kind: 'proof', action: 'renew' })}>
              <Trans>New recovery codes</Trans>
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setStep({ kind: 'proof', action: 'disable' })}>
              <Trans>Turn off</Trans>
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}

function SetUp({ setup, onCancel, onConfirmed }: { setup: TwoFactorSetup; onCancel: () => void; onConfirmed: (codes: string[]) => void }) {
  const { t } = useLingui();
  const { confirm } = useTwoFactorApi();
  const locale = useAtomValue(localeAtom);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<ReactNode>(null);
  const secretId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (busy) return;
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t`Enter the 6-digit code from your authenticator app`);
      return;
    }
    setBusy(true);
    setCodeError(undefined);
    setFailure(null);
    try {
      onConfirmed((await confirm({ code: digits, locale })).recoveryCodes);
    } catch (err) {
      const problem = await clientErrorOf(err);
      if (problem?.code === 'invalid_code' || problem?.code === 'validation_failed') setCodeError(t`This code is not correct. Enter the current code from your authenticator app.`);
      else setFailure(generalError(err));
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <p>
        <Trans>Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</Trans>
      </p>
      <QrCode src={setup.qrCode} alt={t`QR code for your authenticator app`} width={200} height={200} />
      <div>
        <Muted id={secretId}>
          <Trans>Or enter this key in the app:</Trans>
        </Muted>
        <Secret aria-labelledby={secretId} data-testid="two-factor-secret">
          {setup.secret}
        </Secret>
      </div>
      <TextField label={t`6-digit code from the app`} name="two-factor-code" autoComplete="one-time-code" maxLength={7} value={code} onChange={setCode} error={codeError} disabled={busy} required />
      {failure && <FormStatus kind="error">{failure}</FormStatus>}
      <Actions>
        <Button type="submit" disabled={busy}>
          <Trans>Confirm and turn on</Trans>
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </Actions>
    </Form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const listId = useId();
  const download = () => {
    const text = `${t`Recovery codes for two-factor sign-in. Each code works once.`}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has the file once the click ran; the URL is of no further use.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div>
      <FormStatus kind="success" focusOnShow>
        <Trans>Save these recovery codes now: they are shown only this once. If you lose your phone, each code lets you sign in once.</Trans>
      </FormStatus>
      <Muted id={listId}>
        <Trans>Recovery codes</Trans>
      </Muted>
      <Codes aria-labelledby={listId} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" $variant="secondary" onClick={download}>
          <Trans>Download</Trans>
        </Button>
        <Button type="button" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </Actions>
    </div>
  );
}

/** Turn off, or new recovery codes: the password and a current code (or a recovery code). */
function Proof({ action, onCancel, onDisabled, onRenewed }: { action: 'disable' | 'renew'; onCancel: () => void; onDisabled: () => void; onRenewed: (codes: string[]) => void }) {
  const { t } = useLingui();
  const { disable, newRecoveryCodes } = useTwoFactorApi();
  const locale = useAtomValue(localeAtom);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [failure, setFailure] = useState<ReactNode>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { password: password ? undefined : t`Enter your current password`, code: code.trim() ? undefined : t`Enter the code from your authenticator app or a recovery code` };
    setErrors(found);
    if (found.password || found.code || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const proof = { current_password: password, code: code.trim(), locale };
      if (action === 'disable') {
        await disable(proof);
        onDisabled();
      } else onRenewed((await newRecoveryCodes(proof)).recoveryCodes);
    } catch (err) {
      const problem = await clientErrorOf(err);
      if (problem?.code === 'wrong_password') setErrors({ password: t`Your current password is not correct` });
      else if (problem?.code === 'invalid_code' || problem?.fields?.code) setErrors({ code: t`This code is not correct. Enter the current code from your authenticator app or an unused recovery code.` });
      else setFailure(generalError(err));
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <p>
        {action === 'disable' ? (
          <Trans>To turn off two-factor sign-in, enter your password and a current code from your app (or a recovery code).</Trans>
        ) : (
          <Trans>New recovery codes replace the old ones. Enter your password and a current code from your app (or a recovery code).</Trans>
        )}
      </p>
      <TextField label={t`Current password`} name="two-factor-password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} disabled={busy} required />
      <TextField label={t`Code from the app or recovery code`} name="two-factor-proof" autoComplete="one-time-code" maxLength={32} value={code} onChange={setCode} error={errors.code} disabled={busy} required />
      {failure && <FormStatus kind="error">{failure}</FormStatus>}
      <Actions>
        <Button type="submit" disabled={busy}>
          {action === 'disable' ? <Trans>Turn off two-factor sign-in</Trans> : <Trans>Make new recovery codes</Trans>}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </Actions>
    </Form>
  );
}

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  max-width: 100%;
  /* The code needs its light quiet zone in the dark theme too. */
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Secret = styled.code`
  display: block;
  font-size: 1.05rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.heading};
`;

const Codes = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  max-width: 36rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
`;
