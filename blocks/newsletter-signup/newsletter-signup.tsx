// The /newsletter page: the member's choice, recorded. "Send me the newsletter" mails a link that
// confirms it (double opt-in), the mailed link opens this page with `?confirm=`, which confirms
// and is then taken out of the address; a subscriber can unsubscribe here (and in every newsletter).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { BlockProps } from '../define-block';
import type { newsletterSignup } from './index';
import { useNewsletterActions, useNewsletterState, type NewsletterState } from '../../src/api/newsletter';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { localeAtom } from '../../src/state/preferences';
import { Button } from '../../src/ui/button';
import { FormStatus } from '../../src/ui/form-status';
import { useLongDate } from '../../src/ui/locale-format';
import { MemberPage } from '../../src/ui/member-page';

type Notice = { kind: 'success' | 'error'; text: string } | null;

export default function NewsletterSignup({ heading, intro }: BlockProps<typeof newsletterSignup>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  const locale = useAtomValue(localeAtom);
  const longDate = useLongDate();
  const { data: state, error, mutate } = useNewsletterState();
  const actions = useNewsletterActions();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const confirming = useRef<string | null>(null);
  const confirmToken = params.get('confirm');

  // The mailed link: confirm once (a second render must not spend the token again), then drop it from the address.
  useEffect(() => {
    if (!confirmToken || confirming.current === confirmToken) return;
    confirming.current = confirmToken;
    actions
      .confirm(confirmToken)
      .then((next) => {
        void mutate(next, { revalidate: false });
        setNotice({ kind: 'success', text: t`Thank you: your newsletter subscription is confirmed.` });
      })
      .catch(() => setNotice({ kind: 'error', text: t`This confirmation link is invalid or has expired. Please ask for the newsletter again.` }))
      .finally(() => void navigate('/newsletter', { replace: true }));
  }, [confirmToken, actions, mutate, navigate, t]);

  if (!user) return null;

  const run = async (action: () => Promise<NewsletterState>, success: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await mutate(await action(), { revalidate: false });
      setNotice({ kind: 'success', text: success });
    } catch {
      setNotice({ kind: 'error', text: t`That did not work. Please try again in a moment.` });
    } finally {
      setBusy(false);
    }
  };
  const subscribe = () => run(() => actions.subscribe(locale), t`We have sent you an email. Open the link in it to confirm.`);
  const unsubscribe = () => run(() => actions.unsubscribe(), t`You have been unsubscribed. We will send you no more newsletters.`);

  return (
    <MemberPage>
      <Card aria-labelledby="newsletter-heading" aria-busy={!state && !error}>
        <Heading id="newsletter-heading">{localized(heading) || t`Newsletter`}</Heading>
        {localized(intro) ? <p>{localized(intro)}</p> : null}
        {notice ? <FormStatus kind={notice.kind}>{notice.text}</FormStatus> : null}
        {error && !state ? <FormStatus kind="error">{t`Your newsletter choice could not be loaded. Please try again later.`}</FormStatus> : null}
        {state?.status === 'confirmed' && (
          <>
            <p>
              <strong>
                <Trans>You receive our newsletter.</Trans>
              </strong>{' '}
              {state.consentAt ? <Trans>You confirmed it on {longDate(state.consentAt)}.</Trans> : null}
            </p>
            <p>
              <Trans>Every newsletter has a link to unsubscribe with one click, or unsubscribe here.</Trans>
            </p>
            <Actions>
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => void unsubscribe()}>
                <Trans>Unsubscribe</Trans>
              </Button>
            </Actions>
          </>
        )}
        {state?.status === 'pending' && (
          <>
            <p>
              <strong>
                <Trans>Almost done: please confirm.</Trans>
              </strong>{' '}
              <Trans>We have emailed you a link. Until you open it, we send you no newsletter.</Trans>
            </p>
            <Actions>
              <Button type="button" disabled={busy} onClick={() => void subscribe()}>
                <Trans>Send the link again</Trans>
              </Button>
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => void unsubscribe()}>
                <Trans>Withdraw my request</Trans>
              </Button>
            </Actions>
          </>
        )}
        {(state?.status === 'none' || state?.status === 'unsubscribed') && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void subscribe();
            }}
          >
            <p>
              {state.status === 'unsubscribed' ? <Trans>You do not receive our newsletter at the moment.</Trans> : <Trans>You do not receive our newsletter.</Trans>}{' '}
              <Trans>We will email you a link to confirm; you can unsubscribe at any time.</Trans>
            </p>
            <Actions>
              <Button type="submit" disabled={busy}>
                <Trans>Send me the newsletter</Trans>
              </Button>
            </Actions>
          </form>
        )}
      </Card>
    </MemberPage>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.55;
  p {
    margin: 0;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.4rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
