// The bitcoin invoice of a signup or a purchase: the BTCPay invoice page to pay on (a new tab), or
// amount and address to pay to directly, and "I have paid" to look the payment up. While it is open
// the payment is also looked up every few seconds, so paying in the other tab moves on by itself.
// It never pays anything itself. Closing it aborts the payment.
import { useEffect, useRef } from 'react';
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
  /** "I have paid": look the payment up and say what was found. */
  onCheck: () => void;
  /** The quiet look-up while the invoice is open (no note while nothing has arrived). */
  onPoll?: () => void;
  pollMs?: number;
}

/** The invoice page's address, when it is a web address (it comes from the payment provider). */
export function invoicePageUrl(payUrl: string | undefined): string | null {
  if (!payUrl) return null;
  try {
    const url = new URL(payUrl, 'http://relative.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:' ? payUrl : null;
  } catch {
    return null;
  }
}

const POLL_MS = 5000;

export function BitcoinInvoiceModal({ invoice, note, onClose, onCheck, onPoll, pollMs = POLL_MS }: BitcoinInvoiceProps) {
  const { t } = useLingui();
  const open = invoice !== null;
  // The latest callback, so a parent's re-render does not restart the timer.
  const poll = useRef(onPoll);
  useEffect(() => {
    poll.current = onPoll;
  });
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => poll.current?.(), pollMs);
    return () => clearInterval(timer);
  }, [open, pollMs]);
  const pageUrl = invoicePageUrl(invoice?.invoice.payUrl);
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
            <Trans>Pay on the invoice page, or send exactly this amount to the address below. Your membership starts as soon as the transaction is confirmed.</Trans>
          </p>
          {pageUrl && (
            <InvoiceLink href={pageUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Open the invoice page</Trans>
            </InvoiceLink>
          )}
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

const InvoiceLink = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Note = styled.p`
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
