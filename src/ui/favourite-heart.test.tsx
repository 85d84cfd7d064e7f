import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { FavouriteHeart } from './favourite-heart';

function Toggle() {
  const [pressed, setPressed] = useState(false);
  return <FavouriteHeart pressed={pressed} onToggle={() => setPressed((value) => !value)} label="Add Anya to favourites" />;
}

describe('FavouriteHeart', () => {
  it('is a toggle button whose aria-pressed follows the state', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Toggle />);
    const heart = screen.getByRole('button', { name: 'Add Anya to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves the state to its owner: a visitor click reports but does not press', async () => {
    const onToggle = vi.fn();
    await renderWithApp(<FavouriteHeart pressed={false} onToggle={onToggle} />);
    const heart = screen.getByRole('button', { name: 'Favourite' });
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows its label as text when asked, keeping it as the accessible name', async () => {
    await renderWithApp(<FavouriteHeart pressed onToggle={() => {}} showLabel />);
    const heart = screen.getByRole('button', { name: 'Favourite' });
    expect(heart).toHaveTextContent('Favourite');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});
