import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { mockUser } from '../../mock-api/handlers/session';
import { mockPurchaseReceipt, mockReceipts, receiptHandlersFor } from '../../mock-api/handlers/receipts';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { formatLongDate } from '../../src/ui/locale-format';
import ReceiptBlock from './receipt';
import { receipt as receiptBlock } from './index';

const renderReceipt = (invoice: string, locale = 'en_US') =>
  renderWithApp(
    <WithUser user={mockUser()}>
      <Routes>
        <Route path="/payment/receipt/:invoice" element={<ReceiptBlock {...receiptBlock.defaults} />} />
      </Routes>
    </WithUser>,
    { route: `/payment/receipt/${invoice}`, locale },
  );

describe('Receipt', () => {
  beforeEach(() => server.use(...receiptHandlersFor()));
  afterEach(() => vi.restoreAllMocks());

  it('shows seller, descriptor, member, number, date, item, period, amount, method and the biller’s VAT', async () => {
    const r = mockReceipts['2026-000017']!;
    await renderReceipt('2026-000017');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt 2026-000017' })).toBeInTheDocument();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(fact('Invoice number')).toHaveTextContent('2026-000017');
    expect(fact('Date of payment')).toHaveTextContent(formatLongDate(r.paidAt, 'en_US'));
    expect(fact('Seller')).toHaveTextContent('Emotions');
    expect(fact('Seller')).toHaveTextContent('support@emotions.example');
    expect(fact('Member')).toHaveTextContent('member@example.com');
    expect(fact('Item')).toHaveTextContent('MonthlyMembership');
    expect(fact('Period')).toHaveTextContent(`${formatLongDate(r.periodStart!, 'en_US')} – ${formatLongDate(r.periodEnd!, 'en_US')}`);
    expect(fact('Amount paid')).toHaveTextContent('$19.95');
    expect(fact('Payment method')).toHaveTextContent('Credit card (Epoch)');
    expect(fact('Shown on your statement as')).toHaveTextContent('EPOCH.COM* Emotions');
    expect(screen.getByText(/VAT, where it applies, is included in the amount and charged by Epoch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your payments' })).toHaveAttribute('href', '/payment');
  });

  it('speaks German with German dates and amounts', async () => {
    await renderReceipt('2026-000017', 'de_DE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beleg 2026-000017' })).toBeInTheDocument();
    expect(screen.getByText('Rechnungsnummer')).toBeInTheDocument();
    expect(screen.getByText('19,95 $')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeInTheDocument();
  });

  it('shows a site-sold payment with its VAT rate, and a refunded or charged-back one as such', async () => {
    await renderReceipt('2025-000311');
    expect(await screen.findByText('This payment was charged back.')).toBeInTheDocument();
    expect(screen.getByText('Includes 19% VAT: $9.57')).toBeInTheDocument();
    expect(screen.getByText('Net amount: $50.38')).toBeInTheDocument();
  });

  it('names a single purchase by its update and links it', async () => {
    await renderReceipt(mockPurchaseReceipt.invoice);
    expect(await screen.findByRole('link', { name: 'Summer Lights' })).toHaveAttribute('href', '/dvds/summer-lights');
    expect(screen.getByText('Single purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/dvds/summer-lights');
    expect(screen.queryByText('Period')).not.toBeInTheDocument();
  });

  it('says so for a number that is not in the account', async () => {
    await renderReceipt('2026-999999');
    expect(await screen.findByText('There is no receipt with this number in your account.')).toBeInTheDocument();
  });

  it('downloads the PDF as a file fetched with the token, never a URL with it', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('receipt-2026-000042.pdf');
      expect(this.href).toBe('blob:receipt');
    });
    await renderReceipt('2026-000042');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toContain('%PDF');
  });
});
