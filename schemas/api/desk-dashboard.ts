// The desk's morning dashboard (server/desk/dashboard.ts): billing figures for today, the last 7 and
// the last 30 UTC days, a per-day series, open requests, scheduled updates and failed jobs.
import { Type, type Static } from '@sinclair/typebox';

export const MoneyCount = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  amounts: Type.Array(Type.Object({ currency: Type.String(), amount: Type.Number() }), { description: 'sum per currency, by currency code' }),
});
export type MoneyCount = Static<typeof MoneyCount>;

export const DashboardPeriod = Type.Object({
  key: Type.Union([Type.Literal('today'), Type.Literal('week'), Type.Literal('month')], { description: 'today, the last 7 or the last 30 UTC days (today included)' }),
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time', description: 'exclusive: the start of tomorrow (UTC)' }),
  newMembers: Type.Integer({ minimum: 0 }),
  rebills: MoneyCount,
  failedRebills: Type.Integer({ minimum: 0 }),
  cancellations: Type.Integer({ minimum: 0 }),
  refunds: MoneyCount,
  chargebacks: MoneyCount,
});
export type DashboardPeriod = Static<typeof DashboardPeriod>;

export const DayFigures = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
  newMembers: Type.Integer({ minimum: 0 }),
  rebills: Type.Integer({ minimum: 0 }),
  failedRebills: Type.Integer({ minimum: 0 }),
  cancellations: Type.Integer({ minimum: 0 }),
  refunds: Type.Integer({ minimum: 0 }),
  chargebacks: Type.Integer({ minimum: 0 }),
});
export type DayFigures = Static<typeof DayFigures>;

export const DashboardOpenRequest = Type.Object({
  kind: Type.Union([Type.Literal('contact'), Type.Literal('removal')]),
  id: Type.Integer(),
  name: Type.String(),
  subject: Type.String({ description: 'the contact subject, or the reported content address' }),
  receivedAt: Type.String({ format: 'date-time' }),
  dueAt: Type.String({ format: 'date-time', description: '7 business days after receipt' }),
});

export const DashboardFailedJob = Type.Object({
  kind: Type.Union([Type.Literal('media'), Type.Literal('publish')], { description: 'media processing, or a scheduled configuration publish' }),
  id: Type.Integer(),
  name: Type.String(),
  error: Type.String(),
  at: Type.String(),
  assetId: Type.Optional(Type.Integer()),
});

export const DashboardNumbers = Type.Object({
  at: Type.String({ format: 'date-time', description: 'when the numbers were read' }),
  periods: Type.Array(DashboardPeriod),
  series: Type.Array(DayFigures, { description: 'the last 30 UTC days, oldest first' }),
  openRequests: Type.Object({ total: Type.Integer({ minimum: 0 }), items: Type.Array(DashboardOpenRequest, { description: 'due first first (at most 20)' }) }),
  scheduledUpdates: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), publishDate: Type.String() }), { description: 'next first (at most 20)' }),
  failedJobs: Type.Array(DashboardFailedJob, { description: 'newest first' }),
  waitingPayments: Type.Integer({ minimum: 0, description: 'payments waiting for staff (money taken that could not be honoured: status needs_staff), resolved on their payment page' }),
});
export type DashboardNumbers = Static<typeof DashboardNumbers>;
