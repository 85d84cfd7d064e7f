import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { LoadProblem } from './load-problem';

describe('LoadProblem', () => {
  it('announces the message and retries on request', async () => {
    const onRetry = vi.fn();
    await renderWithApp(<LoadProblem onRetry={onRetry}>Nothing came back.</LoadProblem>);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing came back.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without a handler', async () => {
    await renderWithApp(<LoadProblem>Nothing came back.</LoadProblem>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
