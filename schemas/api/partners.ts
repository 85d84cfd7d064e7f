// Partners (affiliates with an account): the desk lists them with their figures and creates and
// changes them (server/api/desk-partners.ts); a partner reads their own figures
// (server/api/partner-self.ts). Figures come from server/desk/partner-figures.ts.
import { Type, type Static } from '@sinclair/typebox';
import { StaffReason } from './staff-audit';

/** The link id partners put after ?aff=: lowercase letters, digits, _ and -. */
export const PartnerName = Type.String({ minLength: 2, maxLength: 40, pattern: '^[a-z0-9_-]+$', description: 'the link id after ?aff= (lowercase letters, digits, _ and -)' });
export const CommissionPercent = Type.Number({ minimum: 0, maximum: 100, description: 'commission in percent of the amount still paid (kept to 2 decimals)' });
export const PartnerStatus = Type.Union([Type.Literal('active'), Type.Literal('paused')]);
export type PartnerStatus = Static<typeof PartnerStatus>;

export const PartnerPeriodQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date', description: 'first day (UTC), inclusive' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'last day (UTC), inclusive' })),
  },
  // Not closed: the app's calls carry the interface language (lang) as every call does.
  { $id: 'PartnerPeriodQuery' },
);
export type PartnerPeriodQuery = Static<typeof PartnerPeriodQuery>;

/** Per currency: conversions still paid, their amount and the commission on it (rounded to cents). */
export const PartnerMoney = Type.Object({
  currency: Type.String(),
  sales: Type.Integer(),
  rebills: Type.Integer(),
  reversals: Type.Integer({ description: 'conversions refunded or charged back since: no commission' }),
  amount: Type.Number({ description: 'sales and rebills still paid' }),
  commission: Type.Number({ description: 'amount × commission percent, rounded to cents' }),
});
export type PartnerMoney = Static<typeof PartnerMoney>;

export const PartnerFigures = Type.Object({
  clicks: Type.Integer({ description: 'visits that arrived with the partner’s link' }),
  sales: Type.Integer(),
  rebills: Type.Integer(),
  reversals: Type.Integer(),
  money: Type.Array(PartnerMoney, { description: 'one entry per currency' }),
});
export type PartnerFigures = Static<typeof PartnerFigures>;

/** One month (UTC) of a partner's figures. */
export const PartnerMonth = Type.Composite([Type.Object({ period: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM (UTC)' }) }), PartnerFigures]);
export type PartnerMonth = Static<typeof PartnerMonth>;

export const PartnerLink = Type.Object({ link: Type.String({ description: 'the value after ?aff= as visitors brought it' }), clicks: Type.Integer() });
export type PartnerLink = Static<typeof PartnerLink>;

/** A list row: a partner account, or a link id with clicks or conversions but no account yet. */
export const DeskPartnerRow = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no account yet' }),
  name: Type.String(),
  status: Type.Union([PartnerStatus, Type.Literal('no_account')]),
  commissionPercent: Type.Union([Type.Number(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  totals: PartnerFigures,
});
export type DeskPartnerRow = Static<typeof DeskPartnerRow>;

export const PartnerAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  commissionPercent: Type.Number(),
  status: PartnerStatus,
  userId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type PartnerAccount = Static<typeof PartnerAccount>;

/** What a partner's figures show, to the desk and to the partner. */
export const PartnerReport = Type.Object({
  name: Type.String(),
  commissionPercent: Type.Number(),
  status: PartnerStatus,
  exampleLink: Type.String({ description: 'a link to the site that counts for this partner: /?aff=<name>' }),
  links: Type.Array(PartnerLink),
  months: Type.Array(PartnerMonth, { description: 'newest first; months with clicks or conversions only' }),
  totals: PartnerFigures,
});
export type PartnerReport = Static<typeof PartnerReport>;

export const DeskPartnerPage = Type.Composite([Type.Object({ partner: PartnerAccount }), Type.Omit(PartnerReport, ['name', 'commissionPercent', 'status'])]);
export type DeskPartnerPage = Static<typeof DeskPartnerPage>;

export const DeskPartnerCreateBody = Type.Object(
  {
    name: PartnerName,
    email: Type.String({ format: 'email', maxLength: 191 }),
    commissionPercent: CommissionPercent,
    reason: StaffReason,
  },
  { $id: 'DeskPartnerCreateBody', additionalProperties: false },
);
export type DeskPartnerCreateBody = Static<typeof DeskPartnerCreateBody>;

export const DeskPartnerChangeBody = Type.Object(
  {
    commissionPercent: Type.Optional(CommissionPercent),
    status: Type.Optional(PartnerStatus),
    reason: StaffReason,
  },
  { $id: 'DeskPartnerChangeBody', additionalProperties: false },
);
export type DeskPartnerChangeBody = Static<typeof DeskPartnerChangeBody>;
