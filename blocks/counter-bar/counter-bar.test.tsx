import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { server } from '../../mock-api/node';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { counters } from '../../mock-api/fixtures';
import CounterBar from './counter-bar';
import { counterBar } from './index';

/** The live counts as { label: number shown }. */
async function shownCounts() {
  const terms = await screen.findAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('CounterBar', () => {
  it('advertises the five selling points of the membership', async () => {
    await renderWithApp(<CounterBar {...counterBar.defaults} />, { route: '/' });
    const bar = screen.getByRole('region', { name: 'What members get' });

    const points = within(bar).getAllByRole('listitem').map((item) => item.textContent);
    expect(points).toEqual([
      '2-3Updates per week',
      '5000 pxPicture resolution',
      '3840 x 2160Video resolution',
      'RegularlyNew models',
      'UnlimitedStreaming via fast CDN',
    ]);
  });

  it('promises 5-7 updates per week on the signup page', async () => {
    await renderWithApp(<CounterBar {...counterBar.defaults} variant="signup" />, { route: '/signup' });

    expect(screen.getByText('5-7')).toBeInTheDocument();
    expect(screen.queryByText('2-3')).not.toBeInTheDocument();
  });

  it('shows the numbers of videos, galleries, pictures and models', async () => {
    await renderWithApp(<CounterBar {...counterBar.defaults} />, { route: '/' });
    const format = new Intl.NumberFormat('en-US');

    await expect.poll(shownCounts).toEqual({
      Videos: format.format(counters.videoCount),
      'Photo galleries': format.format(counters.photoCount),
      Pictures: format.format(counters.imageCount),
      Models: format.format(counters.modelCount),
    });
  });

  it('keeps the place of the numbers while they load and drops them when they fail', async () => {
    server.use(...slowResponses);
    const loading = await renderWithApp(<CounterBar {...counterBar.defaults} />, { route: '/' });
    expect(Object.values(await shownCounts())).toEqual(['–', '–', '–', '–']);
    loading.unmount();

    server.resetHandlers(...serverError);
    await renderWithApp(<CounterBar {...counterBar.defaults} />, { route: '/' });
    await expect.poll(() => screen.queryAllByRole('term')).toHaveLength(0);
    expect(screen.getByText('Updates per week')).toBeInTheDocument();
  });

  it('leaves the numbers out when showCounts is off', async () => {
    await renderWithApp(<CounterBar variant="default" showCounts={false} />, { route: '/' });

    expect(screen.getByText('2-3')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
