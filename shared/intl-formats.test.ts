import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('format like the constructors, in the language asked for', () => {
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(19.95)).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(19.95));
    expect(dateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 23))).toBe('23 décembre 2026');
    expect(['Zebra', 'Äpfel', 'Birne'].sort(collator('de-DE').compare)).toEqual(['Äpfel', 'Birne', 'Zebra']);
  });

  it('make one formatter per language and options, not one per call', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).toBe(numberFormat('en-US', { maximumFractionDigits: 1 }));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-US', { maximumFractionDigits: 2 }));
    expect(numberFormat('en-US')).not.toBe(numberFormat('es-ES'));
  });

  it('throw like the constructor on an unknown currency, and keep working after', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a currency' })).toThrow(RangeError);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1)).toBe('€1.00');
  });

  it('stay bounded when options come from data', () => {
    const first = numberFormat('en-US', { minimumIntegerDigits: 1 });
    for (let i = 0; i < 300; i++) numberFormat('en-US', { style: 'currency', currency: `X${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}` });
    // The cache was emptied on the way: a new formatter, still formatting right.
    expect(numberFormat('en-US', { minimumIntegerDigits: 1 })).not.toBe(first);
    expect(numberFormat('en-US', { minimumIntegerDigits: 1 }).format(5)).toBe('5');
  });
});
