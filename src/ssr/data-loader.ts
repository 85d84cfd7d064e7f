// How a server render gets API data without HTTP to its own server: the server passes a loader that
// answers an SWR key's request (['data' | 'list', path, params], src/api/use-api.ts) by calling the
// API route's own read in-process, with the payload the browser would get from the API.
import type { SearchParams } from '../api/client';

export interface DataRequest {
  kind: 'data' | 'list';
  /** The API path below /api/, e.g. `public/models/jane`. */
  path: string;
  params?: SearchParams;
}

/**
 * The payload, or undefined for a request it does not serve (the render fetches that over HTTP).
 * It rejects as the API would answer, with the status on the error (`loadStatusOf`).
 */
export type DataLoader = (request: DataRequest) => Promise<unknown> | undefined;

/** A loader's failure carries the status the API would have answered (a 404: no such entity). */
export const loadStatusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** The request behind an SWR key of the API hooks, or null for any other key. */
export function dataRequestOf(key: unknown): DataRequest | null {
  if (!Array.isArray(key) || (key[0] !== 'data' && key[0] !== 'list') || typeof key[1] !== 'string') return null;
  const params = key[2] as unknown;
  if (params !== undefined && (typeof params !== 'object' || params === null)) return null;
  return { kind: key[0], path: key[1], ...(params ? { params: params as SearchParams } : {}) };
}
