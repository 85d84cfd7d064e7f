import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('picks the unit and keeps one decimal only for small values', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 byte');
    expect(formatFileSize(154_867, 'en-US')).toBe('155 kB');
    expect(formatFileSize(1_250_000, 'en-US')).toBe('1.3 MB');
    expect(formatFileSize(48_000_000, 'en-US')).toBe('48 MB');
  });
  it('formats in the active language', () => {
    expect(formatFileSize(1_250_000, 'de-DE')).toBe('1,3 MB');
  });
});
