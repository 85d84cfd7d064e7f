// Before the button: what the visitor is about to pay and agree to (use-consent.ts), and the
// required checkbox with the link to the terms.
import { useId } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { TERMS_PATH } from '../../shared/consent';
import type { ConsentWords } from './use-consent';

export interface ConsentStepProps {
  words: ConsentWords;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  disabled: boolean;
}

export function ConsentStep({ words, accepted, onAcceptedChange, disabled }: ConsentStepProps) {
  const id = useId();
  const summaryId = `${id}-summary`;
  return (
    <Box role="group" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>
        <Trans>Your order</Trans>
      </Title>
      <div id={summaryId}>
        <Summary>{words.summary}</Summary>
        <Statement>{words.statement}</Statement>
      </div>
      <Agreement>
        <input id={id} type="checkbox" name="tos" checked={accepted} onChange={(e) => onAcceptedChange(e.target.checked)} disabled={disabled} required aria-describedby={summaryId} />
        <label htmlFor={id}>{words.agreement}</label>
      </Agreement>
      <TermsLink href={TERMS_PATH} target="_blank" rel="noopener">
        <Trans>Read the terms and privacy policy (opens in a new tab)</Trans>
      </TermsLink>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.heading};
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Statement = styled.p`
  margin: 0;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Agreement = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.heading};
    cursor: pointer;
  }
`;

const TermsLink = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.92rem;
`;
