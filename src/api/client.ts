// The one HTTP client of the app (ky). Created per app instance so that the server can render
// several requests side by side; the token and the 401 handling come from the caller.
import ky, { HTTPError, type KyInstance } from 'ky';
import { MAX_RESULTS_HEADER } from '../../schemas/api/wire-constants';

/** Request timeouts: registration waits longer for the payment provider. */
export const API_TIMEOUT_MS = 5_000;
export const REGISTRATION_TIMEOUT_MS = 10_000;
export const GENERIC_RESOURCE_TIMEOUT_MS = 50_000;

export interface ApiClientOptions {
  /** Absolute origin when not running in a browser (server rendering, tests). */
  baseUrl?: string;
  getToken: () => string | null;
  getLocale: () => string;
  /** Called on a 401 while a token was sent: the session is over. */
  onUnauthorized: () => void;
}

export function createApiClient(options: ApiClientOptions): KyInstance {
  const origin = options.baseUrl ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return ky.create({
    prefixUrl: new URL('/api/', origin).toString(),
    timeout: API_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', options.getLocale().replace('_', '-'));
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && request.headers.has('Authorization')) options.onUnauthorized();
          return response;
        },
      ],
    },
  });
}

export interface ListResult<T> {
  items: T[];
  /** From the `maxresults` header; the item count when the server sends none. */
  total: number;
}

export type SearchParams = Record<string, string | number | boolean | undefined>;

const clean = (params: SearchParams = {}) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number | boolean>;

export async function getData<T>(api: KyInstance, path: string, params?: SearchParams): Promise<T> {
  const body = await api.get(path, { searchParams: clean(params) }).json<{ data: T }>();
  return body.data;
}

export async function getList<T>(api: KyInstance, path: string, params?: SearchParams): Promise<ListResult<T>> {
  const response = await api.get(path, { searchParams: clean(params) });
  const body = await response.json<{ data: T[] }>();
  const header = Number(response.headers.get(MAX_RESULTS_HEADER));
  return { items: body.data, total: Number.isFinite(header) && header > 0 ? header : body.data.length };
}

export const isNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404;
