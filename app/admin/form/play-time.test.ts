import { describe, expect, it } from 'vitest';
import { formatPlayTime, parsePlayTime } from './play-time';

describe('play time', () => {
  it('reads minutes and seconds, hours, or plain seconds', () => {
    expect(parsePlayTime('21:30')).toBe(1290);
    expect(parsePlayTime('1:02:05')).toBe(3725);
    expect(parsePlayTime('90')).toBe(90);
    expect(parsePlayTime(' ')).toBeNull();
    expect(parsePlayTime('half an hour')).toBeUndefined();
  });

  it('shows what it read', () => {
    expect(formatPlayTime(1290)).toBe('21:30');
    expect(formatPlayTime(3725)).toBe('1:02:05');
    expect(formatPlayTime(null)).toBe('');
  });
});
