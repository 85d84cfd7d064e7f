// The member's data export and account deletion as the real server answers them
// (server/api/account-data.ts). The mock password is MOCK_PASSWORD; `cancelFails` answers the
// deletion with the payment provider's refusal (502).
import { http } from 'msw';
import type { AccountDeleted, AccountExport } from '../../schemas/api/receipts';
import { mockPayments } from './member';
import { api } from './paths';
import { apiError, ok } from './respond';

export const accountDataPaths = {
  export: api('account/export'),
  delete: api('account/delete'),
} as const;

export const MOCK_PASSWORD = 'correct horse 1';

export const mockAccountExport: AccountExport = {
  exportedAt: '2026-11-27T10:00:00.000Z',
  site: { name: 'Emotions', url: 'https://emotions.example' },
  account: { id: 7, username: 'member', email: 'member@example.com', created_at: '2025-03-14T10:00:00.000Z', locale: 'en_US' },
  access: { fullAccess: true, until: '2026-12-21T10:00:00.000Z' },
  payments: mockPayments.map((p) => ({ ...p })),
  subscriptions: [{ id: 3, plan: 'Monthly', status: 'active' }],
  purchases: [],
  favourites: [{ update_id: 11, title: 'Summer Lights', url: 'https://emotions.example/videos/summer-lights', created_at: '2026-10-01T10:00:00.000Z' }],
  favouriteModels: [],
  ratings: [],
  comments: [],
  sessions: [{ created_at: '2026-11-20T10:00:00.000Z', last_seen_at: '2026-11-27T09:00:00.000Z', expires_at: '2026-12-20T10:00:00.000Z', revoked_at: null }],
  passwordResets: [],
  mails: [{ template: 'welcome', locale: 'en_US', created_at: '2025-03-14T10:00:00.000Z' }],
  media: [{ title: 'Summer Lights', url: 'https://emotions.example/videos/summer-lights', contentType: 'video', purchased: false, favourite: true }],
};

export const accountDataHandlersFor = ({ cancelFails = false }: { cancelFails?: boolean } = {}) => [
  http.get(accountDataPaths.export, () => ok(mockAccountExport)),
  http.post(accountDataPaths.delete, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { password?: unknown } | null;
    if (!body || typeof body.password !== 'string' || !body.password) return apiError(400, 'validation_failed', 'Enter your password');
    if (body.password !== MOCK_PASSWORD) return apiError(403, 'wrong_password', 'The password is not right');
    if (cancelFails) return apiError(502, 'provider_error', 'The payment provider could not cancel your subscription, so your account was not deleted.');
    return ok<AccountDeleted>({ deleted: true, subscriptionCancelled: true });
  }),
];

export const accountDataHandlers = accountDataHandlersFor();
