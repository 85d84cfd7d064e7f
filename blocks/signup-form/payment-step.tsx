// Step 3 of the signup form: the chosen plan's active payment methods and, for gift cards, rows of
// codes (added and removed one by one).
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentEndpoint } from '../../schemas/config/core';
import { PaymentMethods } from '../../src/ui/payment-methods';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import { Button } from '../../src/ui/button';
import { TextField } from '../../src/ui/text-field';
import { VOUCHER_MAX_LENGTH } from '../../src/ui/account-rules';
import { SignupPanel } from './signup-panel';
import { MAX_GIFT_CODES } from './use-plan-choice';

export interface PaymentStepProps {
  methods: PaymentEndpoint[];
  provider: PaymentProviderId | null;
  onProviderChange: (provider: PaymentProviderId) => void;
  codes: string[];
  codeError: (index: number) => string | undefined;
  onCodeChange: (index: number, value: string) => void;
  onAddCode: () => void;
  onRemoveCode: (index: number) => void;
  disabled: boolean;
}

export function PaymentStep({ methods, provider, onProviderChange, codes, codeError, onCodeChange, onAddCode, onRemoveCode, disabled }: PaymentStepProps) {
  const { t } = useLingui();
  return (
    <SignupPanel step={3} title={<Trans>Payment method</Trans>}>
      <PaymentMethods methods={methods} provider={provider} onChange={onProviderChange} disabled={disabled} />

      {provider === 'amazonVoucher' && (
        <Codes>
          <CodesTitle>
            <Trans>Gift card codes</Trans>
          </CodesTitle>
          {codes.map((code, index) => (
            <CodeRow key={index}>
              <TextField
                label={t`Gift card code ${index + 1}`}
                name={`voucher-${index}`}
                value={code}
                onChange={(v) => onCodeChange(index, v)}
                error={codeError(index)}
                disabled={disabled}
                maxLength={VOUCHER_MAX_LENGTH}
              />
              {codes.length > 1 && (
                <Button type="button" $variant="ghost" $size="small" onClick={() => onRemoveCode(index)} aria-label={t`Remove gift card code ${index + 1}`}>
                  <Trans>Remove</Trans>
                </Button>
              )}
            </CodeRow>
          ))}
          {codes.length < MAX_GIFT_CODES && (
            <div>
              <Button type="button" $variant="secondary" $size="small" onClick={onAddCode} disabled={disabled}>
                <Trans>Add another code</Trans>
              </Button>
            </div>
          )}
        </Codes>
      )}
    </SignupPanel>
  );
}

const Codes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const CodesTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.heading};
`;

const CodeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1;
  }
`;
