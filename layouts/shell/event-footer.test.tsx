import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
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
