import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { confirmAge } from './age-gate-storage';
import { finishPreview, PREVIEW_RELOAD_DELAY_MS } from './finish-preview';
import { renderShell } from './shell-test-utils';

const issues = [
  { path: '/ui/sites/homesite/containers/3/props/autoplayMs', message: 'must be integer' },
  { path: '/ui/sites/homesite/containers/5/type', message: 'unknown block type "sliderr"' },
];

describe('preview banner', () => {
  beforeEach(() => confirmAge());
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  it('is absent on the live site', async () => {
    await renderShell();
    expect(screen.queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
  });

  it('says preview mode without problems when the configuration is valid', async () => {
    await renderShell({ previewToken: 'abc' });
    const banner = screen.getByRole('region', { name: 'Preview mode' });
    expect(within(banner).getByText('You are looking at an unpublished site configuration.')).toBeInTheDocument();
    expect(within(banner).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the configuration problems as path: message', async () => {
    await renderShell({ previewToken: 'abc', issues });
    const banner = screen.getByRole('region', { name: 'Preview mode' });
    expect(within(banner).getByText('This configuration has 2 problems:')).toBeInTheDocument();
    const items = within(banner)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '/ui/sites/homesite/containers/3/props/autoplayMs: must be integer',
      '/ui/sites/homesite/containers/5/type: unknown block type "sliderr"',
    ]);
  });

  it('Finish forgets the token and takes it out of the address', async () => {
    window.sessionStorage.setItem('previewtoken', 'abc');
    window.history.replaceState(null, '', '/models?previewtoken=abc&page=2#top');
    await renderShell({ previewToken: 'abc', issues });

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(window.sessionStorage.getItem('previewtoken')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/models?page=2#top');
    expect(screen.getByRole('button', { name: 'Finishing…' })).toBeDisabled();
  });
});

describe('finishPreview', () => {
  const fakeWindow = (opener: unknown) => {
    vi.useFakeTimers();
    return {
      opener,
      close: vi.fn(),
      location: { href: 'https://site.example/?previewtoken=abc', reload: vi.fn() },
      history: { state: { idx: 3 }, replaceState: vi.fn() },
      setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    };
  };

  it('closes a window a studio opened and reloads after 500 ms', () => {
    const win = fakeWindow({});
    finishPreview(win as unknown as Window);
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(win.history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/');
    vi.advanceTimersByTime(PREVIEW_RELOAD_DELAY_MS - 1);
    expect(win.location.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a tab the visitor opened themselves', () => {
    const win = fakeWindow(null);
    finishPreview(win as unknown as Window);
    expect(win.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PREVIEW_RELOAD_DELAY_MS);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});
