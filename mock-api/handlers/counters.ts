import { http } from 'msw';
import { calendar, counters } from '../fixtures/counters';
import { all, ok } from './respond';
import { paths } from './paths';

export const countersHandlers = [
  http.get(paths.counter, () => ok(counters)),
  http.get(paths.updateCalendar, () => all(calendar)),
];
