// A random list hydrates with the server's pick, then rotates for the visitor without a mismatch.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useRotationSeed } from './use-rotation-seed';
import { ROTATION_SEEDS } from '../../shared/random-rotation';

function List({ rotates }: { rotates: boolean }) {
  const seed = useRotationSeed(rotates);
  return <p>{seed === undefined ? 'server pick' : `rotation ${seed}`}</p>;
}

describe('useRotationSeed', () => {
  it("renders the server's pick on the server and while hydrating, then a visitor's own rotation", async () => {
    const html = renderToString(<List rotates />);
    expect(html).toBe('<p>server pick</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <List rotates />, { onRecoverableError: (err) => hydrationErrors.push(err) });
    });
    expect(hydrationErrors).toEqual([]);
    const seed = Number(/rotation (\d+)/.exec(container.textContent ?? '')?.[1]);
    expect(seed).toBeGreaterThanOrEqual(0);
    expect(seed).toBeLessThan(ROTATION_SEEDS);
  });

  it('leaves lists that are not random alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List rotates={false} />);
    await act(async () => {
      hydrateRoot(container, <List rotates={false} />);
    });
    expect(container.textContent).toBe('server pick');
  });
});
