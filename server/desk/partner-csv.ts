// A partner's figures as CSV for a spreadsheet: one line per month and currency. Clicks have no
// currency, so a month's clicks stand on its first line only and a column sum stays right.
import type { Response } from 'express';
import type { PartnerReport } from '../../schemas/api/partners';
import { csvLine } from '../csv';

const HEADER = ['period', 'currency', 'clicks', 'sales', 'rebills', 'reversals', 'amount', 'commission'];

export function partnerCsv(report: Pick<PartnerReport, 'months'>): string {
  const lines = [HEADER.join(',')];
  for (const m of report.months) {
    if (m.money.length === 0) lines.push(csvLine([m.period, '', m.clicks, 0, 0, 0, '0.00', '0.00']));
    m.money.forEach((c, i) => {
      lines.push(csvLine([m.period, c.currency, i === 0 ? m.clicks : 0, c.sales, c.rebills, c.reversals, c.amount.toFixed(2), c.commission.toFixed(2)]));
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function sendPartnerCsv(res: Response, report: Pick<PartnerReport, 'months'>, filename: string): void {
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9_.-]/g, '_')}"`)
    .send(partnerCsv(report));
}

/** `partner-<name>-<from>-<to>.csv`, the period's bounds when given. */
export const csvFilename = (name: string, period: { from?: string; to?: string }) => `partner-${[name, period.from, period.to].filter(Boolean).join('-')}.csv`;
