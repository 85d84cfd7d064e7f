import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, isoDay, localizedFullName } from './format';

describe('formatDate', () => {
  it('writes dd.mm.yyyy in UTC', () => {
    expect(formatDate('2026-11-18T12:00:00.000Z')).toBe('18.11.2026');
    expect(formatDate('2025-01-05T23:59:59.000Z')).toBe('05.01.2025');
  });
  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(isoDay('not a date')).toBe('');
  });
  it('gives the day for <time dateTime>', () => {
    expect(isoDay('2026-11-18T12:00:00.000Z')).toBe('2026-11-18');
  });
});

describe('formatDuration', () => {
  it('writes m:ss below an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(1799)).toBe('29:59');
  });
  it('writes h:mm:ss from an hour on', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(7325)).toBe('2:02:05');
  });
});

describe('localizedFullName', () => {
  const model = { fullName: 'Anya Marlow', names: { fullName_de_DE: 'Anja Marlow' } };
  it('takes the name of the active locale', () => {
    expect(localizedFullName(model, 'de_DE')).toBe('Anja Marlow');
  });
  it('falls back to fullName', () => {
    expect(localizedFullName(model, 'fr_FR')).toBe('Anya Marlow');
    expect(localizedFullName({ fullName: 'Solo' }, 'de_DE')).toBe('Solo');
  });
});
