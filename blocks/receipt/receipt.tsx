// A receipt of one of the member's paid payments, by the invoice number in the route: what a card
// statement and a tax office need (seller, billing descriptor, invoice number, date, item, period,
// amount, payment method, VAT), and "Download PDF" (fetched with the token, saved as a file).
import { useState } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { receipt as receiptBlock } from './index';
import { fetchReceiptPdf, useReceipt, type Receipt } from '../../src/api/receipts';
import { useApi } from '../../src/api/api-context';
import { isNotFound } from '../../src/api/client';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { localeAtom } from '../../src/state/preferences';
import { Button, ButtonLink } from '../../src/ui/button';
import { TextSkeleton } from '../../src/ui/card-skeleton';
import { FormStatus } from '../../src/ui/form-status';
import { LoadProblem } from '../../src/ui/load-problem';
import { useLongDate, useMoney } from '../../src/ui/locale-format';
import { MemberPage } from '../../src/ui/member-page';
import { AppLink } from '../../src/routes/app-link';
import { saveBlob } from '../../src/ui/save-blob';
import { up } from '../../src/theme/breakpoints';

export default function ReceiptBlock({ heading }: BlockProps<typeof receiptBlock>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  const { invoice } = useParams();
  const { data, error, mutate } = useReceipt(invoice);
  if (!user) return null;
  const title = localized(heading) || t`Receipt`;

  return (
    <MemberPage>
      <Card aria-labelledby="receipt-heading">
        <Heading id="receipt-heading">
          {title} {data?.invoice ?? invoice}
        </Heading>
        {data ? (
          <ReceiptView receipt={data} />
        ) : error ? (
          isNotFound(error) ? (
            <FormStatus kind="error">
              <Trans>There is no receipt with this number in your account.</Trans>
            </FormStatus>
          ) : (
            <LoadProblem onRetry={() => void mutate()}>
              <Trans>The receipt could not be loaded. Please try again later.</Trans>
            </LoadProblem>
          )
        ) : (
          <TextSkeleton label={t`Loading the receipt`} rows={8} />
        )}
        <Back>
          <AppLink to="/payment">
            <Trans>Back to your payments</Trans>
          </AppLink>
        </Back>
      </Card>
    </MemberPage>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const longDate = useLongDate();
  const money = useMoney();
  const api = useApi();
  const locale = useAtomValue(localeAtom);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const providerLabel =
    ({ epochCreditCard: t`Credit card (Epoch)`, epochPaypal: t`PayPal (Epoch)`, bitcoin: t`Bitcoin`, amazonVoucher: t`Amazon gift card` } as Record<string, string>)[receipt.paymentMethod] ??
    receipt.paymentMethod;
  const kindLabel = receipt.item.kind === 'update' ? t`Single purchase` : receipt.kind === 'rebill' ? t`Membership renewal` : t`Membership`;
  const amount = money(receipt.amount, receipt.currency);
  const rate = receipt.vat.mode === 'included' ? new Intl.NumberFormat(locale.replace('_', '-'), { style: 'percent', maximumFractionDigits: 2 }).format(receipt.vat.rate / 100) : '';

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchReceiptPdf(api, receipt.invoice, locale), `receipt-${receipt.invoice}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {(receipt.status === 'refunded' || receipt.status === 'chargeback') && (
        <Note role="note">{receipt.status === 'refunded' ? <Trans>This payment was refunded.</Trans> : <Trans>This payment was charged back.</Trans>}</Note>
      )}
      <Facts>
        <Fact label={t`Invoice number`}>{receipt.invoice}</Fact>
        <Fact label={t`Date of payment`}>{longDate(receipt.paidAt)}</Fact>
        <Fact label={t`Seller`}>
          {receipt.seller.name}
          <Small>{receipt.seller.url}</Small>
          {receipt.seller.supportEmail && <Small>{receipt.seller.supportEmail}</Small>}
        </Fact>
        <Fact label={t`Member`}>
          {receipt.member.username}
          <Small>{receipt.member.email}</Small>
        </Fact>
        <Fact label={t`Item`}>
          {receipt.item.watchPath ? <AppLink to={receipt.item.watchPath}>{receipt.item.name}</AppLink> : receipt.item.name}
          <Small>{kindLabel}</Small>
        </Fact>
        {receipt.periodStart && receipt.periodEnd && (
          <Fact label={t`Period`}>
            {longDate(receipt.periodStart)} – {longDate(receipt.periodEnd)}
          </Fact>
        )}
        <Fact label={t`Amount paid`}>{amount}</Fact>
        {receipt.vat.mode === 'included' && (
          <Fact label={t`VAT`}>
            <Trans>
              Includes {rate} VAT: {money(receipt.vat.amount, receipt.currency)}
            </Trans>
            <Small>
              <Trans>Net amount: {money(receipt.vat.net, receipt.currency)}</Trans>
            </Small>
          </Fact>
        )}
        <Fact label={t`Payment method`}>{providerLabel}</Fact>
        <Fact label={t`Shown on your statement as`}>
          <Descriptor>{receipt.billingDescriptor}</Descriptor>
        </Fact>
      </Facts>
      {receipt.vat.mode === 'merchantOfRecord' && (
        <Muted>
          <Trans>
            VAT, where it applies, is included in the amount and charged by {receipt.vat.biller}, who sells this membership as merchant of record.
          </Trans>
        </Muted>
      )}
      <Actions>
        <Button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Preparing the PDF...</Trans> : <Trans>Download PDF</Trans>}
        </Button>
        {receipt.item.watchPath && (
          <ButtonLink to={receipt.item.watchPath} $variant="secondary">
            <Trans>Watch now</Trans>
          </ButtonLink>
        )}
      </Actions>
      {failed && (
        <FormStatus kind="error" focusOnShow>
          <Trans>The PDF could not be downloaded. Please try again.</Trans>
        </FormStatus>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.3rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.heading};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.2em 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.heading};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Small = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Descriptor = styled.span`
  letter-spacing: 0.04em;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
