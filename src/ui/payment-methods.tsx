// The payment methods a payment may use, as a radio group of the configured endpoints (name and
// icon). Signup and checkout show the same choice.
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { PaymentEndpoint } from '../../schemas/config/core';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { useLocalized } from '../i18n/use-localized';

export interface PaymentMethodsProps {
  methods: PaymentEndpoint[];
  provider: PaymentProviderId | null;
  onChange: (provider: PaymentProviderId) => void;
  disabled: boolean;
}

export function PaymentMethods({ methods, provider, onChange, disabled }: PaymentMethodsProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  return (
    <Methods role="radiogroup" aria-label={t`Payment method`}>
      {methods.map((method) => (
        <Method key={method.provider} $checked={provider === method.provider}>
          <input
            type="radio"
            name="provider"
            value={method.provider}
            checked={provider === method.provider}
            onChange={() => onChange(method.provider)}
            disabled={disabled}
          />
          <ProviderIcon icon={method.icon} />
          <span>{localized(method.name)}</span>
        </Method>
      ))}
    </Methods>
  );
}

const ICON_PATHS: Record<PaymentEndpoint['icon'], string> = {
  creditcard: 'M3 6h18v12H3zM3 10h18M6 15h4',
  paypal: 'M7 20l2-14h6a4 4 0 010 8h-4l-1 6zM10 14h4',
  amazon: 'M4 14c4 3 12 3 16 0M16 16l3-1-1 3M6 6h9v6H6z',
  bitcoin: 'M9 5v14M12 5v2M12 17v2M8 7h6a2.5 2.5 0 010 5H8M8 12h7a2.5 2.5 0 010 5H8',
};

function ProviderIcon({ icon }: { icon: PaymentEndpoint['icon'] }) {
  return (
    <IconBox aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICON_PATHS[icon]} />
      </svg>
    </IconBox>
  );
}

const Methods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Method = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surfaceAlt : theme.colors.background)};
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

