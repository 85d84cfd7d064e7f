// A partner's own figures: the link to hand out (copied with one click), the links visitors came
// by, clicks, sales, rebills, reversals and commission per month for a period, and the CSV.
import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { PartnerMoney } from '../../schemas/api/partners';
import { partnerFiguresCsv, usePartnerFigures } from './partner-api';
import { usePartnerPeriod } from './partner-period';
import { MemberPage } from '../../src/ui/member-page';
import { Button } from '../../src/ui/button';
import { LoadProblem } from '../../src/ui/load-problem';
import { saveBlob } from '../../src/ui/save-blob';
import { useApi } from '../../src/api/api-context';
import { plainInput } from '../../src/ui/plain-input';

export function PartnerFiguresPage() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const { period, set: setBound } = usePartnerPeriod();
  const { data, error, mutate } = usePartnerFigures(period);
  const [copied, setCopied] = useState(false);
  const [csvFailed, setCsvFailed] = useState(false);
  const sums = (money: readonly PartnerMoney[], key: 'amount' | 'commission') =>
    money.length ? money.map((m) => i18n.number(m[key], { style: 'currency', currency: m.currency })).join(' · ') : '–';
  const month = (p: string) => i18n.date(new Date(`${p}-01T00:00:00.000Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const fullLink = data ? `${window.location.origin}${data.exampleLink}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fullLink);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = async () => {
    setCsvFailed(false);
    try {
      saveBlob(await partnerFiguresCsv(api, period), `partner-${[data?.name, period.from, period.to].filter(Boolean).join('-')}.csv`);
    } catch {
      setCsvFailed(true);
    }
  };

  return (
    <Main>
      <MemberPage>
        <Header>
          <h1>
            <Trans>Your partner figures</Trans>
          </h1>
          <Link to="/">
            <Trans>Back to the site</Trans>
          </Link>
        </Header>
        {error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>Your figures could not be loaded.</Trans>
          </LoadProblem>
        ) : !data ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <>
            <Card aria-labelledby="partner-link">
              <h2 id="partner-link">{t`Your link`}</h2>
              <p>
                <Trans>Every visitor who arrives with this link counts for you. A signup within 7 days brings you commission on their payments.</Trans>
              </p>
              <LinkRow>
                <code>{fullLink}</code>
                <Button type="button" $size="small" onClick={() => void copy()}>
                  {copied ? t`Copied` : t`Copy link`}
                </Button>
              </LinkRow>
              <p>
                {t`Commission: ${i18n.number(data.commissionPercent / 100, { style: 'percent', maximumFractionDigits: 2 })} of what is still paid (refunds and chargebacks are taken off).`}
                {data.status === 'paused' && <strong> {t`Your partnership is paused.`}</strong>}
              </p>
            </Card>
            <Period role="group" aria-label={t`Period`}>
              <label>
                <Trans>From</Trans>
                <input type="date" value={period.from ?? ''} onChange={(e) => setBound('from', e.target.value)} />
              </label>
              <label>
                <Trans>To</Trans>
                <input type="date" value={period.to ?? ''} onChange={(e) => setBound('to', e.target.value)} />
              </label>
              <Button type="button" $size="small" $variant="secondary" onClick={() => void download()}>
                <Trans>Download CSV</Trans>
              </Button>
              {csvFailed && (
                <span role="alert">
                  <Trans>The CSV could not be downloaded. Please try again.</Trans>
                </span>
              )}
            </Period>
            <Card aria-labelledby="partner-totals">
              <h2 id="partner-totals">{t`Totals`}</h2>
              <p>
                {t`Clicks: ${data.totals.clicks} · sales: ${data.totals.sales} · rebills: ${data.totals.rebills} · reversals: ${data.totals.reversals}`}
                <br />
                {t`Amount: ${sums(data.totals.money, 'amount')}`} · <strong>{t`Commission: ${sums(data.totals.money, 'commission')}`}</strong>
              </p>
            </Card>
            <Card aria-labelledby="partner-months">
              <h2 id="partner-months">{t`Per month`}</h2>
              {data.months.length === 0 ? (
                <p>{t`Nothing in this period yet.`}</p>
              ) : (
                <Scroll>
                  <table>
                    <caption className="visually-hidden">{t`Per month`}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t`Month`}</th>
                        <th scope="col">{t`Clicks`}</th>
                        <th scope="col">{t`Sales`}</th>
                        <th scope="col">{t`Rebills`}</th>
                        <th scope="col">{t`Reversals`}</th>
                        <th scope="col">{t`Amount`}</th>
                        <th scope="col">{t`Commission`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.months.map((m) => (
                        <tr key={m.period}>
                          <th scope="row">{month(m.period)}</th>
                          <td>{m.clicks}</td>
                          <td>{m.sales}</td>
                          <td>{m.rebills}</td>
                          <td>{m.reversals}</td>
                          <td>{sums(m.money, 'amount')}</td>
                          <td>{sums(m.money, 'commission')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Scroll>
              )}
            </Card>
            <Card aria-labelledby="partner-links">
              <h2 id="partner-links">{t`Links visitors came by`}</h2>
              {data.links.length === 0 ? (
                <p>{t`No visitor in this period yet.`}</p>
              ) : (
                <ul>
                  {data.links.map((l) => (
                    <li key={l.link}>
                      <code>?aff={l.link}</code> · {t`Clicks: ${l.clicks}`}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </>
        )}
      </MemberPage>
    </Main>
  );
}

const Main = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.heading};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin-top: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  code {
    overflow-wrap: anywhere;
  }
`;

const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  input {
    ${plainInput}
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
`;
