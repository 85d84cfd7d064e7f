import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { StarRating } from './star-rating';

function Controlled({ initial = 0, onChange }: { initial?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      label="Rate this gallery"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const checked = () => screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true');

describe('StarRating', () => {
  it('is a radio group of five named stars with one tab stop', async () => {
    await renderWithApp(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Rate this gallery' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checked()).toHaveLength(0);
    // No rating yet: the first star is the only tab stop.
    expect(stars.map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('rates on click and moves the tab stop to the chosen star', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(checked()).toEqual([screen.getByRole('radio', { name: '4 stars' })]);
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAttribute('tabindex', '-1');
  });

  it('follows the arrow keys, Home and End, within 1 to 5', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithApp(<Controlled initial={3} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(checked()).toEqual([screen.getByRole('radio', { name: '5 stars' })]);

    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveFocus();
  });

  it('chooses the focused star with Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithApp(<StarRating value={2} onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('rounds a fractional value to the nearest whole star when interactive', async () => {
    await renderWithApp(<StarRating value={3.6} onChange={() => {}} />);
    expect(checked()).toEqual([screen.getByRole('radio', { name: '4 stars' })]);
  });

  it('is one image with the exact value in read-only mode, and cannot be changed', async () => {
    await renderWithApp(<StarRating value={4.25} readOnly />);
    expect(screen.getByRole('img', { name: 'Rating: 4.3 of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('formats the read-only value for the active locale', async () => {
    await renderWithApp(<StarRating value={4.5} readOnly />, { locale: 'de_DE' });
    expect(screen.getByRole('img')).toHaveAccessibleName(/4,5/);
  });
});
