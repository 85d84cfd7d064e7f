// A gift-card payment's codes as typed, each one used on another payment flagged in words with a
// link to that payment.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { DeskGiftCode } from './api/desk-payments';
import { STATUS_LABELS } from './payment-labels';

export function GiftCardCodes({ codes }: { codes: DeskGiftCode[] }) {
  const { i18n } = useLingui();
  return (
    <Codes>
      {codes.map((c) => (
        <li key={c.code}>
          <code>{c.code}</code>{' '}
          {c.elsewhere.length === 0 ? (
            <Ok>
              <Trans>not used on any other payment</Trans>
            </Ok>
          ) : (
            <Duplicate>
              <Trans>Also used on</Trans>{' '}
              {c.elsewhere.map((o, i) => {
                const status = STATUS_LABELS[o.status] ? i18n._(STATUS_LABELS[o.status]!) : o.status;
                const id = o.paymentId;
                const who = o.username;
                return (
                  <span key={o.paymentId}>
                    {i > 0 && ', '}
                    <Link to={`/admin/payments/${o.paymentId}`}>
                      <Trans>
                        payment {id} by {who} ({status})
                      </Trans>
                    </Link>
                  </span>
                );
              })}
            </Duplicate>
          )}
        </li>
      ))}
    </Codes>
  );
}

const Codes = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  code {
    font-weight: 700;
    word-break: break-all;
  }
`;

const Ok = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const Duplicate = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
