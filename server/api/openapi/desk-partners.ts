// Partners (server/api/desk-partners.ts, server/api/partner-self.ts): the desk's list, page, CSV,
// creation and changes (publishers, recorded with a reason), and a partner's own figures.
import * as P from '../../../schemas/api/partners';
import { list, type Area } from './operation';

const base = '/api/staff/partners';
const csv = (what: string) => ({ '200': { description: `CSV (attachment): ${what}; columns period, currency, clicks, sales, rebills, reversals, amount, commission`, content: { 'text/csv': { schema: { type: 'string' } } } } });

export const deskPartnersArea: Area = {
  tag: { name: 'Partners', description: 'Affiliates with an account: clicks, links, sales, rebills, reversals and commission per month (UTC) and currency. Editors and publishers read; publishers create partner accounts and change commission or status, each with a recorded reason; a partner reads only their own figures.' },
  ops: [
    { method: 'get', path: base, summary: 'Editors and publishers: every partner with its totals for the period, and link ids with clicks or conversions but no account yet (status no_account)', query: P.PartnerPeriodQuery, data: list(P.DeskPartnerRow), auth: 'staff' },
    { method: 'post', path: base, summary: 'Publishers: create a partner and its sign-in account (role partner, username = name), which is mailed a link to set its password (reason required, recorded; 409 when the name, username or address is taken)', body: P.DeskPartnerCreateBody, data: P.PartnerAccount, status: 201, auth: 'staff', errors: [409] },
    { method: 'get', path: `${base}/{id}`, summary: "Editors and publishers: a partner's account, links, months and totals for the period", query: P.PartnerPeriodQuery, data: P.DeskPartnerPage, auth: 'staff' },
    { method: 'patch', path: `${base}/{id}`, summary: "Publishers: change a partner's commission or status (reason required, recorded)", body: P.DeskPartnerChangeBody, data: P.PartnerAccount, auth: 'staff', errors: [422] },
    { method: 'get', path: `${base}/{id}/report.csv`, summary: "Editors and publishers: a partner's months for the period as CSV", query: P.PartnerPeriodQuery, auth: 'staff', responses: csv('one line per month and currency') },
    { method: 'get', path: '/api/partner/figures', summary: 'A signed-in partner: their own links, months and totals for the period (403 for any other account)', query: P.PartnerPeriodQuery, data: P.PartnerReport, auth: 'user', errors: [403] },
    { method: 'get', path: '/api/partner/figures.csv', summary: 'A signed-in partner: their own months for the period as CSV (403 for any other account)', query: P.PartnerPeriodQuery, auth: 'user', errors: [403], responses: csv('one line per month and currency') },
  ],
};
