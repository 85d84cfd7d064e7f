// The receipt as a PDF (pdfkit, its built-in Helvetica: covers the four languages' letters and the
// euro sign): the same facts as the receipt page, dates and amounts formatted with Intl for the
// reader's language. Returned whole as a Buffer (a receipt is a few kilobytes).
import PDFDocument from 'pdfkit';
import type { Receipt } from '../../schemas/api/receipts';
import { receiptTexts } from './receipt-texts';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '');

export function receiptPdf(receipt: Receipt, lang: string): Promise<Buffer> {
  const t = receiptTexts(lang);
  const tag = lang.replace('_', '-');
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const money = (n: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: receipt.currency }).format(n);
  const percent = (n: number) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);

  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${t.title} ${receipt.invoice}`, Author: receipt.seller.name }, lang: tag });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(receipt.seller.name);
  doc.font('Helvetica').fontSize(10).fillColor('#444444').text(receipt.seller.url);
  if (receipt.seller.supportEmail) doc.text(`${t.support}: ${receipt.seller.supportEmail}`);
  doc.moveDown(1.5);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(16).text(`${t.title} ${receipt.invoice}`);
  doc.moveDown(0.8);

  const itemLabel = receipt.item.kind === 'update' ? t.singlePurchase : receipt.kind === 'rebill' ? t.renewal : t.plan;
  const rows: [string, string][] = [
    [t.invoice, receipt.invoice],
    [t.date, date.format(new Date(receipt.paidAt))],
    [t.seller, receipt.seller.name],
    [t.billedTo, `${receipt.member.username} <${receipt.member.email}>`],
    [t.item, `${receipt.item.name} (${itemLabel})`],
  ];
  if (receipt.periodStart && receipt.periodEnd) rows.push([t.period, `${date.format(new Date(receipt.periodStart))} – ${date.format(new Date(receipt.periodEnd))}`]);
  rows.push([t.amount, money(receipt.amount)]);
  if (receipt.vat.mode === 'included') {
    rows.push([t.vat, fill(t.vatIncluded, { rate: percent(receipt.vat.rate), amount: money(receipt.vat.amount) })]);
    rows.push([t.net, money(receipt.vat.net)]);
  }
  rows.push([t.method, t.providers[receipt.paymentMethod] ?? receipt.paymentMethod]);
  rows.push([t.descriptor, receipt.billingDescriptor]);

  const left = doc.page.margins.left;
  const labelWidth = 170;
  const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth;
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, left, y, { width: labelWidth - 12 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, left + labelWidth, y, { width: valueWidth });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }
  doc.x = left;
  doc.moveDown(1);
  if (receipt.vat.mode === 'merchantOfRecord') doc.font('Helvetica').fontSize(10).text(fill(t.vatMerchantOfRecord, { biller: receipt.vat.biller }), { width: labelWidth + valueWidth });
  if (receipt.status === 'refunded' || receipt.status === 'chargeback') {
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(receipt.status === 'refunded' ? t.refunded : t.chargeback);
  }
  doc.moveDown(1).font('Helvetica').fontSize(11).text(t.thanks);
  doc.end();
  return done;
}
