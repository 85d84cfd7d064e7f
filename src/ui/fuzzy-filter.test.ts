import { describe, expect, it } from 'vitest';
import { FUZZY_MAX_PATTERN_LENGTH, fuzzyFilter } from './fuzzy-filter';

const keywords = ['garden', 'studio', 'summer', 'harbour', 'golden', 'afternoon'];

describe('fuzzyFilter', () => {
  it('keeps everything, in order, for an empty query', () => {
    expect(fuzzyFilter(keywords, '  ')).toEqual(keywords);
    expect(fuzzyFilter(keywords, '', { limit: 2 })).toEqual(['garden', 'studio']);
  });

  it('finds exact and partial matches anywhere in the text', () => {
    expect(fuzzyFilter(keywords, 'gard')).toEqual(['garden']);
    expect(fuzzyFilter(keywords, 'noon')).toEqual(['afternoon']);
  });

  it('tolerates a small typo but not an unrelated word (threshold 0.2)', () => {
    expect(fuzzyFilter(keywords, 'gardem')).toEqual(['garden']);
    expect(fuzzyFilter(keywords, 'xylophone')).toEqual([]);
    // At 0.6 (Fuse's default) "studio" would match "stereo"; at 0.2 it does not.
    expect(fuzzyFilter(keywords, 'stereo')).toEqual([]);
  });

  it('matches objects by the given keys', () => {
    const categories = [
      { fullName: 'News', permaLink: 'news' },
      { fullName: 'Site Updates', permaLink: 'site-updates' },
      { fullName: 'Interviews', permaLink: 'interviews' },
    ];
    expect(fuzzyFilter(categories, 'updates', { keys: ['fullName'] }).map((c) => c.permaLink)).toEqual(['site-updates']);
  });

  it('cuts a pattern to 32 characters instead of failing', () => {
    const long = `garden${'x'.repeat(60)}`;
    expect(long.length).toBeGreaterThan(FUZZY_MAX_PATTERN_LENGTH);
    expect(() => fuzzyFilter(keywords, long)).not.toThrow();
    const exactly32 = 'afternoon'.padEnd(FUZZY_MAX_PATTERN_LENGTH + 10, ' tea time with friends');
    expect(fuzzyFilter(['afternoon'], exactly32)).toEqual(fuzzyFilter(['afternoon'], exactly32.slice(0, 32)));
  });
});
