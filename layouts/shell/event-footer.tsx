// Promotional bar that slides in 2 s after a visitor arrives, until dismissed: dismissed, it stays
// away for the rest of the browser session (other pages, reloads), and comes back in a new one.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { isLoggedInAtom } from '../../src/state/session';
import { readStorage, SESSION_KEYS, writeStorage } from '../../src/state/storage';
import { below } from '../../src/theme/breakpoints';
import { ButtonLink } from '../../src/ui/button';
import { CloseIcon } from '../../src/ui/icons';
import { isSignupPath } from './menu-entries';

export const EVENT_FOOTER_DELAY_MS = 2000;

export function EventFooter() {
  const { t } = useLingui();
  const { signup } = useSiteConfig().core;
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // Read here, not while rendering: the server cannot see the session and renders no bar either way.
    if (readStorage('session', SESSION_KEYS.eventFooterDismissed)) return;
    const timer = window.setTimeout(() => setDue(true), EVENT_FOOTER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const dismiss = () => {
    writeStorage('session', SESSION_KEYS.eventFooterDismissed, '1');
    setDismissed(true);
  };

  if (!due || dismissed || loggedIn || signup.disabled || isSignupPath(pathname, signup.alternatePath)) return null;
  return (
    <Bar role="region" aria-label={t`Special offer`}>
      <Tag aria-hidden="true">
        <Trans>New</Trans>
      </Tag>
      <Message>
        <strong>
          <Trans>Fresh scenes every week.</Trans>
        </strong>{' '}
        <Detail>
          <Trans>Join today for unlimited streaming and full-resolution downloads of every update.</Trans>
        </Detail>
      </Message>
      <ButtonLink to="/signup" $size="small">
        <Trans>JOIN NOW</Trans>
      </ButtonLink>
      <Dismiss type="button" aria-label={t`Dismiss offer`} onClick={dismiss}>
        <CloseIcon size={18} />
      </Dismiss>
    </Bar>
  );
}

const slideUp = keyframes`
  from { opacity: 0; transform: translateY(100%); }
  to { opacity: 1; transform: none; }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.lg}`};
  /* Text and the close icon sit on the primary itself: the configuration checks primaryText on it
     (4.5:1); a fade to the lighter accent left the text at 3.4:1 and the icon at 2.4:1 in the light theme. */
  background: ${({ theme }) => theme.colors.primary};
  border-top: 3px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${slideUp} 0.35s ease-out;
  a {
    background: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${below('md')} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs} ${theme.space.sm} ${theme.space.md}`};
  }
`;

const Tag = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.7rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  ${below('md')} {
    display: none;
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  font-size: 0.92rem;
  line-height: 1.35;
`;

const Detail = styled.span`
  ${below('md')} {
    display: none;
  }
`;

const Dismiss = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  flex: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, currentColor 15%, transparent);
  }
`;
