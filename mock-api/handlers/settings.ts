import { http, HttpResponse } from 'msw';
import defaultConfig from '../../site-configs/default.json';
import { paths } from './paths';

export const settingsHandlers = [
  http.get(paths.settings, () => HttpResponse.json({ data: { config: defaultConfig } })),
];
