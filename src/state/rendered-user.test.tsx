import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { render, screen } from '@testing-library/react';
import { userAtom } from './session';
import { useRenderedUser } from './rendered-user';
import { ROLE } from '../../shared/roles';

function Greeting() {
  const user = useRenderedUser();
  return <p>{user ? `Hello ${user.username}` : 'Hello visitor'}</p>;
}

const member = { id: 1, username: 'jane', email: 'jane@example.test', role_id: ROLE.member, created_at: '2026-01-01T00:00:00.000Z' };

describe('useRenderedUser', () => {
  it('hydrates with the visitor markup the server rendered, then shows the user', async () => {
    const html = renderToString(
      <Provider store={createStore()}>
        <Greeting />
      </Provider>,
    );
    expect(html).toContain('Hello visitor');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const store = createStore();
    // The session's user is already known while the block hydrates.
    store.set(userAtom, member);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Provider store={store}>
          <Greeting />
        </Provider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello jane');
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('gives a page rendered in the browser the user at once', () => {
    const store = createStore();
    store.set(userAtom, member);
    render(
      <Provider store={store}>
        <Greeting />
      </Provider>,
    );
    expect(screen.getByText('Hello jane')).toBeInTheDocument();
  });
});
