import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { tokenAtom, userAtom } from '../state/session';
import { MembersOnlyModal } from './members-only-modal';
import { SignupModal } from './signup-modal';
import { useMembersOnly } from './use-members-only';
import { ROLE } from '../../shared/roles';

describe('MembersOnlyModal', () => {
  it('says members only, joins at /signup and logs in returning to the current page', async () => {
    const onClose = vi.fn();
    await renderWithApp(<MembersOnlyModal open onClose={onClose} />, { route: '/photos/golden-afternoon?x=1' });
    const dialog = screen.getByRole('dialog', { name: 'Members only' });
    expect(within(dialog).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?from=${encodeURIComponent('/photos/golden-afternoon?x=1')}`);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', async () => {
    await renderWithApp(<MembersOnlyModal open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SignupModal', () => {
  it('prompts to JOIN NOW', async () => {
    await renderWithApp(<SignupModal open onClose={() => {}} />, { route: '/videos/quiet-harbour' });
    const dialog = screen.getByRole('dialog', { name: 'Want to see more?' });
    expect(within(dialog).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
  });
});

describe('useMembersOnly', () => {
  const wrapperWith = (store: ReturnType<typeof createStore>) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <Provider store={store}>{children}</Provider>;
    };

  it('opens the modal for a visitor and never runs the member action', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useMembersOnly(), { wrapper: wrapperWith(createStore()) });
    expect(result.current.modal.open).toBe(false);
    act(() => result.current.requireMember(action));
    expect(result.current.modal.open).toBe(true);
    expect(action).not.toHaveBeenCalled();
    act(() => result.current.modal.onClose());
    expect(result.current.modal.open).toBe(false);
  });

  it('runs the member action for a logged-in user, without the modal', () => {
    const store = createStore();
    store.set(userAtom, { id: 1, username: 'member', email: 'm@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00Z' });
    const action = vi.fn();
    const { result } = renderHook(() => useMembersOnly(), { wrapper: wrapperWith(store) });
    act(() => result.current.requireMember(action));
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.modal.open).toBe(false);
  });

  it('waits for a stored session still being restored: the member gets the action, a failed restore the modal', () => {
    const member = { id: 1, username: 'member', email: 'm@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00Z' };
    const store = createStore();
    store.set(tokenAtom, 'stored-token');
    const action = vi.fn();
    const { result } = renderHook(() => useMembersOnly(), { wrapper: wrapperWith(store) });
    act(() => result.current.requireMember(action));
    expect(action).not.toHaveBeenCalled();
    expect(result.current.modal.open).toBe(false);
    act(() => store.set(userAtom, member));
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.modal.open).toBe(false);

    const failing = createStore();
    failing.set(tokenAtom, 'stale-token');
    const other = vi.fn();
    const second = renderHook(() => useMembersOnly(), { wrapper: wrapperWith(failing) });
    act(() => second.result.current.requireMember(other));
    act(() => failing.set(tokenAtom, null));
    expect(other).not.toHaveBeenCalled();
    expect(second.result.current.modal.open).toBe(true);
  });
});
