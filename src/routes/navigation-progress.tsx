// A thin bar at the top of the window while the app is busy with something the visitor asked for:
// a navigation inside the app (the address changed, the new page is not shown yet), a language or
// a theme switch. It appears only when the wait passes PROGRESS_DELAY_MS, so a quick change shows
// nothing; meanwhile <main> is aria-busy, for assistive technology.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { addressOf, isBusy, navigationShown, navigationStarted, useBusySources, useRequestedAddress } from './navigation-state';
import { useLingui } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';

export const PROGRESS_DELAY_MS = 150;

export function NavigationProgress() {
  const { t } = useLingui();
  const location = useLocation();
  const shown = addressOf(location);
  const requested = useRequestedAddress();
  const busy = isBusy(requested, shown, useBusySources());
  const [visible, setVisible] = useState(false);

  useLayoutEffect(() => navigationShown(shown), [shown]);

  useEffect(() => {
    const back = () => navigationStarted();
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    if (visible) main.setAttribute('aria-busy', 'true');
    else main.removeAttribute('aria-busy');
  }, [visible]);

  return visible ? <Bar role="progressbar" aria-label={t`Loading`} aria-valuetext={t`Loading`} data-navigation-progress="" /> : null;
}

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.modal + 2};
  height: 3px;
  background: ${({ theme }) => theme.colors.accent};
  transform-origin: left;
  animation: ${grow} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
  pointer-events: none;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(0.6);
  }
`;
