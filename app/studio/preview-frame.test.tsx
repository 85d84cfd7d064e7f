import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { PreviewFrame, type PreviewFrameProps } from './preview-frame';

const ORIGIN = window.location.origin;
const CONFIG = { ui: { static: { headerSlogan: 'Valid' } } };

/** Holds the frame's props so a test can change them inside the app's providers. */
let changeProps: (props: PreviewFrameProps) => void = () => {};
function Host(props: PreviewFrameProps) {
  const [current, setCurrent] = useState(props);
  changeProps = setCurrent;
  return <PreviewFrame {...current} />;
}

async function renderFrame(props: Partial<PreviewFrameProps> = {}) {
  const callbacks = { onSelectBlock: vi.fn(), onNavigate: vi.fn() };
  const all = { path: '/', width: 1440, config: CONFIG, ...callbacks, ...props } as PreviewFrameProps;
  await renderWithApp(<Host {...all} />);
  const iframe = () => screen.getByTitle<HTMLIFrameElement>('Site preview');
  const posted = vi.spyOn(iframe().contentWindow!, 'postMessage');
  /** A message as if the framed page had sent it. */
  const fromFrame = (data: unknown, options: { origin?: string; source?: unknown } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? ORIGIN, source: (options.source ?? iframe().contentWindow) as Window }));
    });
  const rerender = (next: Partial<PreviewFrameProps>) => act(() => changeProps({ ...all, ...next }));
  return { ...callbacks, iframe, posted, fromFrame, rerender };
}

describe('preview frame', () => {
  it('reports a block clicked in its own frame, and nothing from elsewhere or malformed', async () => {
    const { onSelectBlock, fromFrame } = await renderFrame();
    fromFrame({ type: 'studio:select', path: '/ui/sites/homesite/containers/0', block: 'slider' });
    fromFrame({ type: 'studio:select', path: '/ui/sites/homesite/containers/1', block: 'welcome' }, { origin: 'https://evil.example' });
    fromFrame({ type: 'studio:select', path: '/ui/sites/homesite/containers/2', block: 'welcome' }, { source: window });
    fromFrame({ type: 'studio:select', path: '/core/payment', block: 'slider' });
    expect(onSelectBlock.mock.calls).toEqual([[{ path: '/ui/sites/homesite/containers/0', type: 'slider' }]]);
  });

  it('follows navigation inside the frame without reloading it; a new page from the studio reloads it', async () => {
    const { onNavigate, fromFrame, iframe, rerender } = await renderFrame();
    const first = iframe();
    expect(first).toHaveAttribute('src', '/?studioframe=1');
    fromFrame({ type: 'studio:navigated', path: '/models?page=2' });
    fromFrame({ type: 'studio:navigated', path: '//evil.example/' });
    expect(onNavigate.mock.calls).toEqual([['/models?page=2']]);
    // The studio takes the reported page over: same frame, same address.
    rerender({ path: '/models?page=2' });
    expect(iframe()).toBe(first);
    expect(iframe()).toHaveAttribute('src', '/?studioframe=1');
    // The operator asks for the start page again: it loads, even though the address was that before.
    rerender({ path: '/' });
    expect(iframe()).not.toBe(first);
    expect(iframe()).toHaveAttribute('src', '/?studioframe=1');
    rerender({ path: '/', banners: false });
    expect(iframe()).toHaveAttribute('src', '/?studioframe=no-banners');
  });

  it('answers a (re)loaded frame with the document, the selection and the pick mode, and posts selection changes', async () => {
    const { posted, fromFrame, rerender } = await renderFrame({ selectedPath: '/ui/sites/homesite/containers/2', pickMode: false });
    fromFrame({ type: 'studio:ready' });
    expect(posted.mock.calls).toEqual([
      [{ type: 'studio:config', config: CONFIG }, ORIGIN],
      [{ type: 'studio:selected', path: '/ui/sites/homesite/containers/2' }, ORIGIN],
      [{ type: 'studio:pick-mode', enabled: false }, ORIGIN],
    ]);
    posted.mockClear();
    rerender({ selectedPath: null, pickMode: false });
    expect(posted.mock.calls).toEqual([[{ type: 'studio:selected', path: null }, ORIGIN]]);
  });

  it('keeps the last valid configuration while the document has problems, and says so', async () => {
    const { posted, fromFrame, rerender } = await renderFrame();
    const broken = { ui: { static: { headerSlogan: 3 } } };
    rerender({ config: broken, stale: { problems: 2 } });
    expect(screen.getByRole('status')).toHaveTextContent('Showing the last valid version: fix 2 problems');
    fromFrame({ type: 'studio:ready' });
    expect(posted.mock.calls.filter(([message]) => (message as { type: string }).type === 'studio:config')).toEqual([
      [{ type: 'studio:config', config: CONFIG }, ORIGIN],
    ]);

    posted.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Show with the problems' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing this version with its 2 problems');
    expect(posted).toHaveBeenCalledWith({ type: 'studio:config', config: broken }, ORIGIN);

    const fixed = { ui: { static: { headerSlogan: 'Fixed' } } };
    rerender({ config: fixed, stale: null });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(posted).toHaveBeenLastCalledWith({ type: 'studio:config', config: fixed }, ORIGIN);
  });
});
