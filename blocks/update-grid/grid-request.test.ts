import { describe, expect, it } from 'vitest';
import { filterParamsOf, routeSourceOf, sortOf, sortOptionsOf, sortParamOf, typeOfSource, typePathOf } from './grid-request';

describe('the update grid request', () => {
  it('offers newest, most viewed, top rated and duration; galleries have no duration', () => {
    expect(sortOptionsOf('videos')).toEqual(['newest', 'views', 'rating', 'duration']);
    expect(sortOptionsOf('updates')).toEqual(['newest', 'views', 'rating', 'duration']);
    expect(sortOptionsOf('photos')).toEqual(['newest', 'views', 'rating']);
  });

  it('reads only an order the list offers, and leaves the default out of the API request', () => {
    expect(sortOf('duration', 'dvds')).toBe('duration');
    expect(sortOf('duration', 'photos')).toBe('newest');
    expect(sortOf('name', 'videos')).toBe('newest');
    expect(sortOf(undefined, 'videos')).toBe('newest');
    expect(sortParamOf('newest')).toBeUndefined();
    expect(sortParamOf('views')).toBe('views');
  });

  it('turns a filter draft into address parameters; a month without a year is dropped, bad values too', () => {
    expect(filterParamsOf({ tag: 'beach', model: 'ava', y: '2026', m: '11' })).toEqual({ tag: 'beach', model: 'ava', y: '2026', m: '11' });
    expect(filterParamsOf({ tag: '', model: '', y: '', m: '11' })).toEqual({ tag: undefined, model: undefined, y: undefined, m: undefined });
    expect(filterParamsOf({ tag: '', model: 'ava', y: '26', m: '13' })).toEqual({ tag: undefined, model: 'ava', y: undefined, m: undefined });
  });

  it('maps a type to its route and back', () => {
    expect(typePathOf('video')).toBe('/updates/videos');
    expect(typePathOf(undefined)).toBe('/updates');
    expect(typeOfSource('photos')).toBe('photo');
    expect(typeOfSource('updates')).toBeUndefined();
    expect(routeSourceOf('updates', 'dvds')).toBe('dvds');
  });
});
