import { http } from 'msw';
import { locales } from '../fixtures/locales';
import { all } from './respond';
import { paths } from './paths';

export const localesHandlers = [http.get(paths.locales, () => all(locales))];
