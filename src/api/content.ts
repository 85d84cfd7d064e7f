// Public content endpoints: key + hook side by side.
import type { CalendarEntry, Counters, LastAndNext, Model, Place, Tag, Update, UpdateSource } from '../../schemas/api';
import { useApiData, useApiList } from './use-api';
import { useRotationSeed } from './use-rotation-seed';
import { SEED_PARAM } from '../../shared/random-rotation';

export const updateSourceKey = (source: UpdateSource, size: number, includeChannels?: string[], excludeChannels?: string[], seed?: number) =>
  [
    `public/updates/${source}`,
    { s: size, includeChannels: includeChannels?.join(','), excludeChannels: excludeChannels?.join(','), [SEED_PARAM]: seed },
  ] as const;

/** A recent list, or a random one that rotates per visitor once the page is hydrated (useRotationSeed). */
export const useUpdateSource = (source: UpdateSource, size: number, includeChannels?: string[], excludeChannels?: string[]) => {
  const seed = useRotationSeed(source.startsWith('random'));
  return useApiList<Update>(updateSourceKey(source, size, includeChannels, excludeChannels, seed));
};

export type ModelSource = 'recent' | 'random' | 'mostRated';
export const modelSourceKey = (source: ModelSource, size: number, seed?: number) =>
  source === 'random'
    ? (['public/modelsrandom', { s: size, [SEED_PARAM]: seed }] as const)
    : (['public/models', { p: 0, s: size, sort: source === 'mostRated' ? 'rating' : 'newest' }] as const);
export const useModelSource = (source: ModelSource, size: number) => useApiList<Model>(modelSourceKey(source, size, useRotationSeed(source === 'random')));

export const placesKey = (size: number) => ['public/places', { p: 0, s: size }] as const;
export const usePlaces = (size: number) => useApiList<Place>(placesKey(size));
export const tagsKey = ['public/tags', { s: 100 }] as const;
export const useTags = () => useApiList<Tag>(tagsKey);
export const countersKey = ['public/counter'] as const;
export const useCounters = () => useApiData<Counters>(countersKey);
export const updateCalendarKey = ['public/updateCalendar'] as const;
export const useUpdateCalendar = () => useApiList<CalendarEntry>(updateCalendarKey);
export const lastAndNextKey = (contentType?: string) => ['public/indexLastAndNext', { contentType }] as const;
export const useLastAndNext = (contentType?: string) => useApiData<LastAndNext>(lastAndNextKey(contentType));
/** Only the soonest scheduled update (and the newest published one): what the countdown shows. */
export const nextUpdateKey = ['public/indexLastAndNext', { s: 1, next: 1 }] as const;
// In another language the countdown keeps showing its update until the translated one arrives.
export const useNextUpdate = () => useApiData<LastAndNext>(nextUpdateKey, { keepPreviousData: true });
