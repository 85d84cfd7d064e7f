// "Adult only" gate shown until the visitor confirms being 18 or older. A page the server rendered
// for a visitor without the confirmation cookie carries the gate itself, over the inert page
// (./age-gate-template.tsx), working as a form without JavaScript and taken over by the bootstrap
// (./server-age-gate.ts); this component draws it where a page has none (a page rendered in the
// browser: previews, the studio frame).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { Button } from '../../src/ui/button';
import { Modal, type ModalProps } from '../../src/ui/modal';
import { confirmAge, isAgeConfirmed } from './age-gate-storage';
import { AGE_GATE_ENTER_ATTR, isServerAgeGateShown } from './server-age-gate';

/** Where "Leave" takes a visitor who is not of age. */
export const LEAVE_URL = 'https://www.google.com/';

export function AgeGate() {
  const localized = useLocalized();
  const config = useSiteConfig();
  const [open, setOpen] = useState(false);
  const enterRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Storage is only readable in the browser, and deciding after mount keeps the hydrated HTML equal to the server's.
    setOpen(!isAgeConfirmed() && !isServerAgeGateShown(document));
  }, []);

  const dialog = ageGateDialog({
    siteName: config.core.deployment.siteName,
    legalText: localized(config.ui.static.ageGateText),
    enterRef,
    onEnter: () => {
      confirmAge();
      setOpen(false);
    },
  });
  return <Modal open={open} {...dialog} />;
}

export interface AgeGateDialogInput {
  siteName: string;
  /** The configured legal text, in the visitor's language. */
  legalText: string;
  enterRef?: RefObject<HTMLButtonElement | null>;
  /** Without it (the server's markup) the bootstrap finds Enter by its attribute. */
  onEnter?: () => void;
  /** The server's markup: Enter submits this form (POST, works without JavaScript). */
  formId?: string;
}

/** The gate as a dialog (title, text, Enter and Leave), for Modal in the app and OpenModal on the server. */
export function ageGateDialog({ siteName, legalText, enterRef, onEnter, formId }: AgeGateDialogInput): Omit<ModalProps, 'open'> {
  return {
    size: 'medium',
    blurBackdrop: true,
    initialFocusRef: enterRef,
    title: (
      <>
        <SiteName>{siteName}</SiteName>{' '}
        <Subtitle>
          <Trans>is an Adult Only Site</Trans>
        </Subtitle>
      </>
    ),
    children: (
      <>
        <Legal>{legalText}</Legal>
        <Requirement>
          <Badge aria-hidden="true">18+</Badge>
          <Trans>To enter you must be 18 or older</Trans>
        </Requirement>
        <Actions>
          <Button ref={enterRef} type={formId ? 'submit' : 'button'} form={formId} $size="large" onClick={onEnter} {...{ [AGE_GATE_ENTER_ATTR]: '' }}>
            <Trans>Yes I'm 18 or older. Enter!</Trans>
          </Button>
          <Leave href={LEAVE_URL} rel="noopener noreferrer">
            <Trans>Leave</Trans>
          </Leave>
        </Actions>
      </>
    ),
  };
}

const SiteName = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 2rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Subtitle = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: 1.15rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Legal = styled.p`
  max-height: 40vh;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.88rem;
  line-height: 1.6;
`;

const Requirement = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.heading};
  font-weight: 700;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex: none;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  font-weight: 800;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Leave = styled.a`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: underline;
`;
