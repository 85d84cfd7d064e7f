// The numbered panels the signup form is made of (1 account, 2 plan, 3 payment method).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormCard } from '../../src/ui/form-layout';

export function SignupPanel({ step, title, children }: { step: number; title: ReactNode; children: ReactNode }) {
  return (
    <Panel as="section">
      <PanelTitle>
        <Step aria-hidden="true">{step}</Step>
        {title}
      </PanelTitle>
      {children}
    </Panel>
  );
}

export const Muted = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The card of the public forms, as a section of the one signup form.
const Panel = styled(FormCard)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: 1.15rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.heading};
`;

const Step = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.8em;
  height: 1.8em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.85rem;
`;
