// The period picker of the desk's partner screens (the period itself: app/partner/partner-period.ts).
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import type { PartnerPeriodQuery } from './api/desk-partners';
import { plainInput } from '../../../src/ui/plain-input';
export { usePartnerPeriod } from '../../partner/partner-period';

export function PeriodPicker({ period, onChange }: { period: PartnerPeriodQuery; onChange: (key: 'from' | 'to', value: string) => void }) {
  const id = useId();
  return (
    <Period role="group" aria-labelledby={`${id}-l`}>
      <span id={`${id}-l`}>
        <Trans>Period</Trans>
      </span>
      <label htmlFor={`${id}-from`}>
        <Trans>From</Trans>
      </label>
      <input id={`${id}-from`} type="date" value={period.from ?? ''} onChange={(e) => onChange('from', e.target.value)} />
      <label htmlFor={`${id}-to`}>
        <Trans>To</Trans>
      </label>
      <input id={`${id}-to`} type="date" value={period.to ?? ''} onChange={(e) => onChange('to', e.target.value)} />
    </Period>
  );
}

const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  input {
    ${plainInput}
  }
`;
