import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers';
import { ok } from '../../mock-api/handlers/respond';
import { emptyLists } from '../../mock-api/scenarios';
import { upcomingUpdates } from '../../mock-api/fixtures';
import type { LastAndNext } from '../../schemas/api';
import Countdown from './countdown';
import { countdown } from './index';
import { COUNTDOWN_TICK_MS } from './countdown';

const NOW = new Date('2026-11-20T12:00:00.000Z');
// 2 days, 3 hours, 4 minutes and 9 seconds after NOW.
const NEXT_AT = '2026-11-22T15:04:09.000Z';
const next = { ...upcomingUpdates[0]!, fullName: 'Morning light', publishDate: NEXT_AT };

/** Query strings the countdown asked with. */
const asked: string[] = [];
function serveNextUpdate() {
  server.use(
    http.get(paths.indexLastAndNext, ({ request }) => {
      asked.push(new URL(request.url).search);
      return ok<LastAndNext>({ lastUpdates: [], nextUpdates: [next] });
    }),
  );
}

/** The four numbers in the order shown: days, hours, mins, seconds. */
async function shownNumbers() {
  const timer = await screen.findByRole('timer', { hidden: true });
  return [...timer.children].map((unit) => unit.firstElementChild?.textContent);
}

afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts down days, hours, minutes and seconds to the next update, every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
    serveNextUpdate();
    await renderWithApp(<Countdown {...countdown.defaults} />, { route: '/' });

    expect(await screen.findByText('Morning light')).toBeInTheDocument();
    expect(screen.getByText('Upcoming scene')).toBeInTheDocument();
    for (const label of ['Days', 'Hours', 'Mins', 'Seconds']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(await shownNumbers()).toEqual(['02', '03', '04', '09']);
    // It asks for the soonest scheduled update only, not the whole schedule.
    expect(new URLSearchParams(asked.at(-1)).get('next')).toBe('1');

    act(() => vi.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(await shownNumbers()).toEqual(['02', '03', '04', '08']);

    act(() => vi.advanceTimersByTime(10 * COUNTDOWN_TICK_MS));
    expect(await shownNumbers()).toEqual(['02', '03', '03', '58']);
  });

  it('says the scene is out once the time has come and stops ticking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(Date.parse(NEXT_AT) - 2 * COUNTDOWN_TICK_MS));
    serveNextUpdate();
    await renderWithApp(<Countdown {...countdown.defaults} />, { route: '/' });
    expect(await shownNumbers()).toEqual(['00', '00', '00', '02']);

    act(() => vi.advanceTimersByTime(2 * COUNTDOWN_TICK_MS));
    expect(screen.getByText('Out now')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its interval when it leaves the page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
    serveNextUpdate();
    const { unmount } = await renderWithApp(<Countdown {...countdown.defaults} />, { route: '/' });
    await screen.findByText('Morning light');
    expect(vi.getTimerCount()).toBe(1);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the configured heading', async () => {
    serveNextUpdate();
    await renderWithApp(<Countdown heading={{ en_US: 'Next shoot', es_ES: 'Próxima escena' }} />, { route: '/', locale: 'es_ES' });

    expect(await screen.findByText('Próxima escena')).toBeInTheDocument();
  });

  it('is for desktops only: hidden below the large breakpoint', async () => {
    serveNextUpdate();
    await renderWithApp(<Countdown {...countdown.defaults} />, { route: '/' });

    // jsdom applies no media queries, so only the small-screen rule (display: none) is in force.
    const band = (await screen.findByText('Morning light')).closest('section')!;
    expect(band).not.toBeVisible();
  });

  it('renders nothing when no update is scheduled', async () => {
    server.use(...emptyLists);
    let onAnswer = () => {};
    const answered = new Promise<void>((resolve) => (onAnswer = resolve));
    server.events.on('response:mocked', onAnswer);
    const { container } = await renderWithApp(<Countdown {...countdown.defaults} />, { route: '/' });

    await answered;
    server.events.removeListener('response:mocked', onAnswer);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });
});
