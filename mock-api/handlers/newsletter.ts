// The member's newsletter choice as the real server answers it (server/api/newsletter.ts): GET
// newsletter, POST newsletter/subscribe (pending), POST newsletter/confirm (the token `valid-token`
// confirms, any other is 400), DELETE newsletter. The state is in memory per handler set.
import { http, HttpResponse } from 'msw';
import type { NewsletterState } from '../../schemas/api/newsletter';
import { daysFromNow } from '../fixtures/clock';
import { api } from './paths';
import { apiError, ok } from './respond';

export const newsletterPaths = {
  state: api('newsletter'),
  subscribe: api('newsletter/subscribe'),
  confirm: api('newsletter/confirm'),
} as const;

export const MOCK_CONFIRM_TOKEN = 'valid-token-0123456789';
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired. Please ask for the newsletter again.';

/** Handlers starting from one state (default: never asked). */
export function newsletterHandlersFor(initial: NewsletterState['status'] = 'none') {
  let state: NewsletterState = initial === 'confirmed' ? { status: 'confirmed', requestedAt: daysFromNow(-40), consentAt: daysFromNow(-40) } : { status: initial };
  return [
    http.get(newsletterPaths.state, () => ok(state)),
    http.post(newsletterPaths.subscribe, () => {
      if (state.status !== 'confirmed') state = { status: 'pending', requestedAt: new Date().toISOString() };
      return HttpResponse.json({ data: state }, { status: 202 });
    }),
    http.post(newsletterPaths.confirm, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
      if (body?.token !== MOCK_CONFIRM_TOKEN || state.status !== 'pending') return apiError(400, 'invalid_token', INVALID_CONFIRM_LINK);
      state = { status: 'confirmed', requestedAt: state.requestedAt, consentAt: new Date().toISOString() };
      return ok(state);
    }),
    http.delete(newsletterPaths.state, () => {
      state = { ...state, status: 'unsubscribed', unsubscribedAt: new Date().toISOString() };
      return ok(state);
    }),
  ];
}

export const newsletterHandlers = newsletterHandlersFor();
