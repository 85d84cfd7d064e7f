// A partner's months (newest first) and links as tables: the desk's partner page shows them.
import { useLingui } from '@lingui/react/macro';
import type { PartnerLink, PartnerMonth } from '../../../schemas/api/partners';
import { usePartnerWords } from './partner-words';
import { Table } from '../admin-ui';

export function PartnerMonthsTable({ months, caption }: { months: readonly PartnerMonth[]; caption: string }) {
  const { t } = useLingui();
  const words = usePartnerWords();
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Month`}</th>
          <th scope="col">{t`Clicks`}</th>
          <th scope="col">{t`Sales`}</th>
          <th scope="col">{t`Rebills`}</th>
          <th scope="col">{t`Reversals`}</th>
          <th scope="col">{t`Amount`}</th>
          <th scope="col">{t`Commission due`}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.period}>
            <th scope="row">{words.month(m.period)}</th>
            <td data-label={t`Clicks`}>{m.clicks}</td>
            <td data-label={t`Sales`}>{m.sales}</td>
            <td data-label={t`Rebills`}>{m.rebills}</td>
            <td data-label={t`Reversals`}>{m.reversals}</td>
            <td data-label={t`Amount`}>{words.sums(m.money, 'amount')}</td>
            <td data-label={t`Commission due`}>{words.sums(m.money, 'commission')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function PartnerLinksTable({ links, caption }: { links: readonly PartnerLink[]; caption: string }) {
  const { t } = useLingui();
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Link`}</th>
          <th scope="col">{t`Clicks`}</th>
        </tr>
      </thead>
      <tbody>
        {links.map((l) => (
          <tr key={l.link}>
            <td>
              <code>?aff={l.link}</code>
            </td>
            <td data-label={t`Clicks`}>{l.clicks}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
