import { http } from 'msw';
import { tags } from '../fixtures/tags';
import { paged } from './respond';
import { paths } from './paths';

export const tagsHandlers = [http.get(paths.tags, ({ request }) => paged(tags, new URL(request.url)))];
