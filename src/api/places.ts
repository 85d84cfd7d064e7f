// Place detail and its updates: key + hook side by side.
import type { Place, Update } from '../../schemas/api';
import { useApiData, useApiList } from './use-api';

export const placeKey = (permaLink: string | undefined) =>
  permaLink ? ([`public/places/${encodeURIComponent(permaLink)}`] as const) : null;

export const usePlace = (permaLink: string | undefined) => useApiData<Place>(placeKey(permaLink));

/** The updates shot at a place (`public/updates?place=`), newest first. */
export const placeUpdatesKey = (permaLink: string | undefined, size: number) =>
  permaLink ? (['public/updates', { place: permaLink, p: 0, s: size }] as const) : null;

export const usePlaceUpdates = (permaLink: string | undefined, size: number) =>
  useApiList<Update>(placeUpdatesKey(permaLink, size));
