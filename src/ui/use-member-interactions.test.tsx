import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mock-api/node';
import { memberHandlersFor, memberPaths } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { AppProviders } from '../app-providers';
import { createApiClient } from '../api/client';
import { memberActions } from '../api/member-actions';
import { defaultSiteConfig } from '../../tests/setup/site-config-fixtures';
import { setupI18n } from '@lingui/core';
import { activateLocale } from '../i18n/activate-locale';
import { WithUser } from '../../tests/setup/with-user';
import { useModelFavourite, useSessionRating, useUpdateFavourite } from './use-member-interactions';
import { ROLE } from '../../shared/roles';

const api = createApiClient({ baseUrl: 'http://localhost', getToken: () => 'mock-session-token', getLocale: () => 'en_US', onUnauthorized: () => {} });

async function wrapperFor(user: ReturnType<typeof mockUser> | null) {
  const i18n = setupI18n();
  await activateLocale(i18n, 'en_US');
  const loaded = { config: defaultSiteConfig, previewToken: null, issues: [] };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders loaded={loaded} api={api} i18n={i18n}>
        {user ? <WithUser user={user}>{children}</WithUser> : children}
      </AppProviders>
    );
  };
}

describe('member interactions', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    bodies.length = 0;
    sessionStorage.clear();
    server.use(...memberHandlersFor({ favourites: 1 }));
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'GET') bodies.push(await request.clone().text());
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it('never sends a user_id', async () => {
    const actions = memberActions(api);
    await actions.addFavourite(publishedUpdates[3]!.id);
    await actions.rateUpdate(publishedUpdates[3]!.id, 4);
    await actions.rateModel(5, 3);
    await actions.addModelFavourite(5);
    expect(bodies.length).toBe(4);
    for (const body of bodies) expect(String(body)).not.toContain('user_id');
  });

  it('adds and removes an update favourite', async () => {
    const update = publishedUpdates[0]!;
    const { result } = renderHook(() => useUpdateFavourite(update.id, true), { wrapper: await wrapperFor(mockUser()) });
    act(() => result.current.onToggle());
    await waitFor(() => expect(result.current.pressed).toBe(false));
    act(() => result.current.onToggle());
    await waitFor(() => expect(result.current.pressed).toBe(true));
    expect(result.current.modal.open).toBe(false);
  });

  it('gives visitors the members-only modal instead of a favourite', async () => {
    const { result } = renderHook(() => useUpdateFavourite(publishedUpdates[0]!.id, false), { wrapper: await wrapperFor(null) });
    act(() => result.current.onToggle());
    expect(result.current.modal.open).toBe(true);
    expect(result.current.pressed).toBe(false);
  });

  it('lets roles 1 and 3 favourite models, others get the modal', async () => {
    const member = renderHook(() => useModelFavourite(5, false), { wrapper: await wrapperFor(mockUser({ role_id: ROLE.premiumMember })) });
    act(() => member.result.current.onToggle());
    await waitFor(() => expect(member.result.current.pressed).toBe(true));

    const other = renderHook(() => useModelFavourite(5, false), { wrapper: await wrapperFor(mockUser({ role_id: ROLE.staff })) });
    act(() => other.result.current.onToggle());
    expect(other.result.current.modal.open).toBe(true);
    expect(other.result.current.pressed).toBe(false);
  });

  it('rates once per session, then is read-only', async () => {
    let calls = 0;
    server.use(http.post(memberPaths.modelRating, () => { calls += 1; return HttpResponse.json({ data: { id: 5, rating: 4, userRating: 4 } }); }));
    const rate = (rating: number) => memberActions(api).rateModel(5, rating);
    const { result, unmount } = renderHook(() => useSessionRating('some-model', 3.2, rate), { wrapper: await wrapperFor(mockUser()) });
    expect(result.current).toMatchObject({ value: 3.2, readOnly: false });
    act(() => result.current.onChange(4));
    expect(result.current).toMatchObject({ value: 4, readOnly: true });
    act(() => result.current.onChange(1));
    await waitFor(() => expect(calls).toBe(1));
    expect(sessionStorage.getItem('model_rated_some-model')).toBe('4');
    unmount();

    const again = renderHook(() => useSessionRating('some-model', 3.2, rate), { wrapper: await wrapperFor(mockUser()) });
    expect(again.result.current.readOnly).toBe(true);
  });

  it('shows the new average the server answers, and starts fresh for another item', async () => {
    server.use(http.post(memberPaths.updateRating, () => HttpResponse.json({ data: { id: 3, rating: 4.6, userRating: 5 } })));
    const rate = (rating: number) => memberActions(api).rateUpdate(3, rating);
    const { result, rerender } = renderHook(({ key }) => useSessionRating(key, 3.1, rate), {
      wrapper: await wrapperFor(mockUser()),
      initialProps: { key: 'first-update' },
    });
    act(() => result.current.onChange(5));
    await waitFor(() => expect(result.current.average).toBe(4.6));
    rerender({ key: 'second-update' });
    expect(result.current).toMatchObject({ value: 3.1, average: 3.1, readOnly: false });
  });

  it('follows what the server knows until the member toggles', async () => {
    const { result, rerender } = renderHook(({ known }) => useUpdateFavourite(publishedUpdates[1]!.id, known), {
      wrapper: await wrapperFor(mockUser()),
      initialProps: { known: false },
    });
    expect(result.current.pressed).toBe(false);
    // The update arrives again with userFavourite set (e.g. after logging in).
    rerender({ known: true });
    expect(result.current.pressed).toBe(true);
    act(() => result.current.onToggle());
    await waitFor(() => expect(result.current.pressed).toBe(false));
  });
});
