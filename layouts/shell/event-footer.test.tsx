import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { userAtom } from '../../src/state/session';
import { confirmAge } from './age-gate-storage';
import { EVENT_FOOTER_DELAY_MS } from './event-footer';
import { member, renderShell } from './shell-test-utils';

const offer = () => screen.queryByRole('region', { name: 'Special offer' });

describe('event footer', () => {
  beforeEach(() => {
    confirmAge();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('appears for a visitor after 2 s and can be dismissed', async () => {
    await renderShell();
    act(() => vi.advanceTimersByTime(EVENT_FOOTER_DELAY_MS - 1));
    expect(offer()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const bar = offer()!;
    expect(within(bar).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');

    fireEvent.click(within(bar).getByRole('button', { name: 'Dismiss offer' }));
    expect(offer()).not.toBeInTheDocument();
  });

  it('stays dismissed for the session: on other pages and after a reload, back in a new session', async () => {
    const first = await renderShell();
    act(() => vi.advanceTimersByTime(EVENT_FOOTER_DELAY_MS));
    fireEvent.click(within(offer()!).getByRole('button', { name: 'Dismiss offer' }));

    // Another page of the site.
    fireEvent.click(within(screen.getByRole('contentinfo')).getAllByRole('link', { name: 'Contact' })[0]!);
    act(() => vi.advanceTimersByTime(EVENT_FOOTER_DELAY_MS * 2));
    expect(offer()).not.toBeInTheDocument();

    // A reload in the same tab: the app starts again with the same session storage.
    first.unmount();
    await renderShell({ route: '/contact' });
    act(() => vi.advanceTimersByTime(EVENT_FOOTER_DELAY_MS * 2));
    expect(offer()).not.toBeInTheDocument();
    cleanup();

    // A new browser session.
    sessionStorage.clear();
    await renderShell();
    act(() => vi.advanceTimersByTime(EVENT_FOOTER_DELAY_MS));
    expect(offer()).toBeInTheDocument();
  });

  it('never appears for a member', async () => {
    const { store } = await renderShell();
    act(() => store.set(userAtom, member));
    act(() => vi.advanceTimersByTime(EVENT_FOOTER_DELAY_MS * 2));
    expect(offer()).not.toBeInTheDocument();
  });

  it('stays away on the signup page', async () => {
    await renderShell({ route: '/signup' });
    act(() => vi.advanceTimersByTime(EVENT_FOOTER_DELAY_MS));
    expect(offer()).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Become a member' })).not.toBeInTheDocument();
  });
});
