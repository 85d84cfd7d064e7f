// The desk's dashboard call as the real server answers it (server/api/desk-dashboard.ts): the
// figures per period, the daily series, open requests, scheduled updates and failed jobs.
// The mail log and the interface texts have their own mocks (desk-mail.ts, desk-translations.ts).
import { http } from 'msw';
import type { DashboardNumbers } from '../../schemas/api/desk-dashboard';
import { FIXTURE_NOW, daysFromNow } from '../fixtures/clock';
import { api } from './paths';
import { ok } from './respond';

const money = (count: number, usd: number) => ({ count, amounts: count ? [{ currency: 'USD', amount: usd }] : [] });

export function deskDashboardFixture(): DashboardNumbers {
  const series = Array.from({ length: 30 }, (_, i) => ({
    day: daysFromNow(i - 29).slice(0, 10),
    newMembers: i % 3,
    rebills: i % 4,
    failedRebills: i % 7 === 0 ? 1 : 0,
    cancellations: i % 5 === 0 ? 1 : 0,
    refunds: i === 10 ? 1 : 0,
    chargebacks: i === 20 ? 1 : 0,
  }));
  const day = (from: number) => ({ from: daysFromNow(-from).slice(0, 10) + 'T00:00:00.000Z', to: daysFromNow(1).slice(0, 10) + 'T00:00:00.000Z' });
  return {
    at: FIXTURE_NOW,
    periods: [
      { key: 'today', ...day(0), newMembers: 2, rebills: money(1, 19.95), failedRebills: 0, cancellations: 0, refunds: money(0, 0), chargebacks: money(0, 0) },
      { key: 'week', ...day(6), newMembers: 7, rebills: money(9, 179.55), failedRebills: 1, cancellations: 2, refunds: money(0, 0), chargebacks: money(1, 19.95) },
      { key: 'month', ...day(29), newMembers: 29, rebills: money(44, 877.8), failedRebills: 5, cancellations: 6, refunds: money(1, 19.95), chargebacks: money(1, 19.95) },
    ],
    series,
    openRequests: {
      total: 2,
      items: [
        { kind: 'removal', id: 3, name: 'Bo', subject: 'https://example.test/updates/beach', receivedAt: daysFromNow(-12), dueAt: daysFromNow(-3) },
        { kind: 'contact', id: 8, name: 'Ann', subject: 'Billing question', receivedAt: daysFromNow(-1), dueAt: daysFromNow(8) },
      ],
    },
    scheduledUpdates: [{ id: 12, title: 'Sunset shoot', publishDate: daysFromNow(2) }],
    failedJobs: [{ kind: 'media', id: 5, name: 'cover.jpg (variants)', error: 'decoder broke', at: daysFromNow(-0.5), assetId: 9 }],
    waitingPayments: 2,
  };
}

export function deskDashboardMockFor() {
  return { handlers: [http.get(api('staff/dashboard'), () => ok(deskDashboardFixture()))] };
}

export const deskDashboardHandlers = deskDashboardMockFor().handlers;
