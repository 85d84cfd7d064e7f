// The bitcoin invoice of a signup or a purchase: amount and address to pay to, and "I have paid"
// to look the payment up. Closing it aborts the payment.
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BitcoinInvoice } from '../../schemas/api/membership';
import { Button } from './button';
import { Modal } from './modal';

export interface OpenInvoice {
  token: string;
  invoice: BitcoinInvoice;
  /** The payment sandbox's invoice: no real money. */
  sandbox: boolean;
}

export interface BitcoinInvoiceProps {
  invoice: OpenInvoice | null;
  /** What the last look-up found, if it did not end the signup. */
  note: string | null;
  onClose: () => void;
  onCheck: () => void;
}

/**
 * The invoice's checkout page (BTCPay Server's, with QR code and wallet links). The sandbox's
 * emulator lives on this site, but the server reaches it over loopback: its path opens it on the
 * address the visitor uses.
 */
function payPageOf(invoice: OpenInvoice): string | null {
  let url: URL;
  try {
    url = new URL(invoice.invoice.payUrl, window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return invoice.sandbox ? `${url.pathname}${url.search}` : url.toString();
}

export function BitcoinInvoiceModal({ invoice, note, onClose, onCheck }: BitcoinInvoiceProps) {
  const { t } = useLingui();
  const payPage = invoice ? payPageOf(invoice) : null;
  return (
    <Modal open={invoice !== null} onClose={onClose} title={t`Pay with Bitcoin`}>
      {invoice && (
        <InvoiceBody>
          {invoice.sandbox && (
            <SandboxNote role="note">
              <Trans>Sandbox — no real money</Trans>
            </SandboxNote>
          )}
          <p>
            <Trans>Send exactly this amount to the address below. Your membership starts as soon as the transaction is confirmed.</Trans>
          </p>
          <dl>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>
              <strong>{invoice.invoice.amountBtc} BTC</strong> (${invoice.invoice.amountUsd.toFixed(2)})
            </dd>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>
              <code>{invoice.invoice.address}</code>
            </dd>
          </dl>
          {payPage && (
            <p>
              <Trans>
                Or pay on the <a href={payPage}>payment page</a> of the invoice; it brings you back here when the payment is seen.
              </Trans>
            </p>
          )}
          {note && <Note role="status">{note}</Note>}
          <Button type="button" onClick={onCheck}>
            <Trans>I have paid</Trans>
          </Button>
        </InvoiceBody>
      )}
    </Modal>
  );
}

const SandboxNote = styled.p`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 2px dashed ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const InvoiceBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.heading};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    word-break: break-all;
  }
  p {
    margin: 0;
  }
`;

const Note = styled.p`
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
