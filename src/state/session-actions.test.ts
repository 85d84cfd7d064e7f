// Restoring a stored session: a refused token ends it silently; a slow or failed `me` is tried
// again after the patient pauses and never logs the member out.
import { createStore } from 'jotai';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mock-api/node';
import { sessionPaths } from '../../mock-api/handlers/session';
import { apiError, ok } from '../../mock-api/handlers/respond';
import { elapse, settle, useFakeRequestClock } from '../../tests/setup/fake-clock';
import { API_TIMEOUT_MS, createApiClient } from '../api/client';
import { RETRY_DELAYS_MS } from '../api/patient-retry';
import { loadSessionUser } from './session-actions';
import { sessionUnavailableAtom, tokenAtom, userAtom } from './session';
import { ROLE } from '../../shared/roles';

const member = { id: 7, username: 'member', email: 'member@example.com', role_id: ROLE.premiumMember, created_at: '2026-01-01T00:00:00.000Z' };

/** Serves `me` with the given answers in turn ('slow' never answers within the client's timeout). */
function serveMe(answers: Array<'slow' | number>) {
  let call = 0;
  server.use(
    http.get(sessionPaths.me, async () => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      if (answer === 'slow') await new Promise(() => {});
      if (answer === 200) return ok(member);
      return answer === 401 ? apiError(401, 'unauthorized', 'Token expired') : apiError(answer as number, 'unavailable', 'Busy');
    }),
  );
  return () => call;
}

function session() {
  const store = createStore();
  store.set(tokenAtom, 'stored-token');
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: 'http://localhost', getToken: () => store.get(tokenAtom), getLocale: () => 'en_US', onUnauthorized });
  return { store, api, onUnauthorized };
}

afterEach(() => vi.useRealTimers());

describe('loadSessionUser', () => {
  it('knows the member after slow and failed answers, and keeps the token meanwhile', async () => {
    useFakeRequestClock();
    const calls = serveMe(['slow', 503, 200]);
    const { store, api } = session();
    const loading = loadSessionUser(api, store);
    await elapse(API_TIMEOUT_MS); // the first answer never comes
    expect(store.get(tokenAtom)).toBe('stored-token');
    await elapse(RETRY_DELAYS_MS[0]!);
    await settle(() => expect(calls()).toBe(2));
    await elapse(RETRY_DELAYS_MS[1]!);
    await loading;
    expect(store.get(userAtom)).toEqual(expect.objectContaining({ username: 'member' }));
    expect(store.get(tokenAtom)).toBe('stored-token');
  });

  it('keeps the token when the server stays busy: the member is not logged out', async () => {
    useFakeRequestClock();
    const calls = serveMe([500]);
    const { store, api } = session();
    const loading = loadSessionUser(api, store);
    for (const pause of RETRY_DELAYS_MS) await elapse(pause);
    await loading;
    expect(calls()).toBe(RETRY_DELAYS_MS.length + 1);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBe('stored-token');
    // Member pages say the account could not be loaded (and offer a retry) instead of loading forever.
    expect(store.get(sessionUnavailableAtom)).toBe(true);
  });

  it('forgets a refused token at once, without trying again', async () => {
    const calls = serveMe([401]);
    const { store, api, onUnauthorized } = session();
    await loadSessionUser(api, store);
    expect(calls()).toBe(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });
});
