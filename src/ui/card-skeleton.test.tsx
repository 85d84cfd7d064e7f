import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { CardSkeleton, CardSkeletonGrid, TextSkeleton } from './card-skeleton';

describe('card skeletons', () => {
  it('announces one busy status with a placeholder per card', async () => {
    await renderWithApp(<CardSkeletonGrid count={6} spans={{ xs: 6, lg: 2 }} ratio="2:3" label="Loading models" />);
    const status = screen.getByRole('status', { name: 'Loading models' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(6);
    for (const card of status.children) expect(card).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the image frame and one bar per text line', async () => {
    const view = await renderWithApp(<CardSkeleton ratio="16:9" lines={2} />);
    const card = view.container.firstElementChild!;
    expect(card.children).toHaveLength(3);
  });

  it('has a text variant for blocks without cards', async () => {
    await renderWithApp(<TextSkeleton label="Loading tags" rows={3} />);
    expect(screen.getByRole('status', { name: 'Loading tags' }).children).toHaveLength(3);
  });
});
