// A partner's desk page: the account, the link to hand out, the links visitors came by, the months
// of the period and their CSV; publishers change commission or status (with a reason) and see the
// staff actions taken on this partner. Editors read.
import { useState } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { partnerCsv, useDeskPartner, usePartnerAudit, type DeskPartnerPage } from './api/desk-partners';
import { PeriodPicker, usePartnerPeriod } from './partner-period';
import { PartnerChangeDialog } from './partner-change-dialog';
import { PartnerLinksTable, PartnerMonthsTable } from './partner-months';
import { usePartnerWords } from './partner-words';
import { AuditEntries } from './audit-entries';
import { ItemLoading, ItemMissing } from '../item-state';
import { useItemId } from '../use-item-id';
import { DoneNote, Facts, FieldError, ItemActions, Muted, PageHeader, Panel, Toolbar } from '../admin-ui';
import { Button } from '../../../src/ui/button';
import { saveBlob } from '../../../src/ui/save-blob';
import { useApi } from '../../../src/api/api-context';
import { userAtom } from '../../../src/state/session';
import { mayChangeMoneyOrAccounts } from '../../../shared/roles';

const LIST = '/admin/partners';

export function PartnerPage() {
  const id = useItemId();
  if (typeof id !== 'number') return <ItemMissing listPath={LIST} />;
  return <Partner id={id} />;
}

function Partner({ id }: { id: number }) {
  const { t } = useLingui();
  const mayAct = mayChangeMoneyOrAccounts(useAtomValue(userAtom));
  const { period, set } = usePartnerPeriod();
  const { data, error, mutate } = useDeskPartner(id, period);
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState('');
  if (error) return <ItemMissing listPath={LIST} onRetry={() => void mutate()} />;
  if (!data) return <ItemLoading />;
  return (
    <>
      <PageHeader>
        <h1>{data.partner.name}</h1>
        <Link to={LIST}>
          <Trans>All partners</Trans>
        </Link>
      </PageHeader>
      {done && <DoneNote role="status">{done}</DoneNote>}
      {mayAct ? (
        <ItemActions aria-label={t`Actions`}>
          <Button type="button" $size="small" onClick={() => setChanging(true)}>
            <Trans>Change commission or status</Trans>
          </Button>
        </ItemActions>
      ) : (
        <Muted as="p">
          <Trans>Only publishers change a partner's commission or status. You can read the page.</Trans>
        </Muted>
      )}
      <AccountPanel page={data} />
      <Toolbar>
        <PeriodPicker period={period} onChange={set} />
        <CsvButton id={id} period={period} name={data.partner.name} />
      </Toolbar>
      <Panel aria-labelledby="partner-links">
        <h2 id="partner-links">{t`Links`}</h2>
        {data.links.length ? <PartnerLinksTable links={data.links} caption={t`Links`} /> : <Muted>{t`No click in this period.`}</Muted>}
      </Panel>
      <Panel aria-labelledby="partner-months">
        <h2 id="partner-months">{t`Months`}</h2>
        {data.months.length ? <PartnerMonthsTable months={data.months} caption={t`Months`} /> : <Muted>{t`Nothing in this period.`}</Muted>}
      </Panel>
      {mayAct && <AuditPanel id={id} />}
      {changing && (
        <PartnerChangeDialog
          partner={data.partner}
          onClose={() => setChanging(false)}
          onDone={() => {
            setChanging(false);
            setDone(t`Saved.`);
          }}
        />
      )}
    </>
  );
}

function AccountPanel({ page }: { page: DeskPartnerPage }) {
  const { t, i18n } = useLingui();
  const words = usePartnerWords();
  const p = page.partner;
  return (
    <Panel aria-labelledby="partner-account">
      <h2 id="partner-account">{t`Account`}</h2>
      <Facts>
        <dt>{t`Status`}</dt>
        <dd>{words.status(p.status)}</dd>
        <dt>{t`Commission`}</dt>
        <dd>{words.percent(p.commissionPercent)}</dd>
        <dt>{t`Sign-in`}</dt>
        <dd>{p.userId ? <Link to={`/admin/members/${p.userId}`}>{p.username}</Link> : '–'} {p.email && <Muted>{p.email}</Muted>}</dd>
        <dt>{t`Link to hand out`}</dt>
        <dd>
          <code>{page.exampleLink}</code>
        </dd>
        <dt>{t`Partner since`}</dt>
        <dd>{i18n.date(new Date(p.createdAt), { dateStyle: 'medium' })}</dd>
        <dt>{t`Totals in the period`}</dt>
        <dd>
          {t`Clicks: ${page.totals.clicks} · sales: ${page.totals.sales} · rebills: ${page.totals.rebills} · reversals: ${page.totals.reversals}`} · {words.sums(page.totals.money, 'amount')} ·{' '}
          {t`commission ${words.sums(page.totals.money, 'commission')}`}
        </dd>
      </Facts>
    </Panel>
  );
}

function CsvButton({ id, period, name }: { id: number; period: { from?: string; to?: string }; name: string }) {
  const api = useApi();
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      saveBlob(await partnerCsv(api, id, period), `partner-${[name, period.from, period.to].filter(Boolean).join('-')}.csv`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button type="button" $size="small" $variant="secondary" onClick={() => void download()}>
        <Trans>Download CSV</Trans>
      </Button>
      {failed && (
        <FieldError role="alert">
          <Trans>The CSV could not be downloaded. Please try again.</Trans>
        </FieldError>
      )}
    </>
  );
}

function AuditPanel({ id }: { id: number }) {
  const { t } = useLingui();
  const { data, error } = usePartnerAudit(id, true);
  return (
    <Panel aria-labelledby="partner-audit">
      <h2 id="partner-audit">{t`Staff actions`}</h2>
      {error ? <Muted>{t`The staff actions could not be loaded.`}</Muted> : data && <AuditEntries entries={data.items} showTarget={false} caption={t`Staff actions`} />}
    </Panel>
  );
}
