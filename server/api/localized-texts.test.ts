// @vitest-environment node
// A row's per-language texts: read from its `names` JSON, English where a text is missing, parsed
// once per distinct text (pages serialise the same rows again and again).
import { describe, expect, it } from 'vitest';
import { fullNamesOf, optionalTextIn, parseTexts, TEXTS_KEPT, textIn } from './localized-texts';

describe('parseTexts', () => {
  it('reads the texts of a names column, leaving out empty and non-text values', () => {
    const texts = parseTexts('{"fullName_de_DE":"Goldenes Licht","fullName_fr_FR":"","description_de_DE":7}');
    expect(texts).toEqual({ fullName_de_DE: 'Goldenes Licht' });
    expect(textIn(texts, 'fullName', 'de_DE', 'Golden light')).toBe('Goldenes Licht');
    expect(textIn(texts, 'fullName', 'fr_FR', 'Golden light')).toBe('Golden light');
    expect(optionalTextIn(texts, 'description', 'de_DE', null)).toBeNull();
    expect(fullNamesOf(texts)).toEqual({ fullName_de_DE: 'Goldenes Licht' });
  });

  it('counts an unreadable, empty or non-object column as no texts', () => {
    for (const json of [null, undefined, '', 'not json', '[1,2]', '"text"', 'null']) expect(parseTexts(json)).toEqual({});
  });

  it('parses a text once: the same column text gives the same object, which cannot be changed', () => {
    const json = '{"fullName_es_ES":"Luz dorada"}';
    const first = parseTexts(json);
    expect(parseTexts(`{"fullName_es_ES":"Luz dorada"}`)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as Record<string, string>).fullName_es_ES = 'changed';
    }).toThrow(TypeError);
  });

  it('reads an edited row afresh, and keeps a bounded number of texts', () => {
    expect(parseTexts('{"fullName_de_DE":"Alt"}').fullName_de_DE).toBe('Alt');
    expect(parseTexts('{"fullName_de_DE":"Neu"}').fullName_de_DE).toBe('Neu');
    const oldest = parseTexts('{"fullName_de_DE":"Erste"}');
    for (let i = 0; i < TEXTS_KEPT; i += 1) parseTexts(`{"fullName_de_DE":"Name ${i}"}`);
    const again = parseTexts('{"fullName_de_DE":"Erste"}');
    expect(again).toEqual(oldest);
    expect(again).not.toBe(oldest);
  });
});
