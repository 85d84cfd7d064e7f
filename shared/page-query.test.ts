import { describe, expect, it } from 'vitest';
import { pageUrlOf } from './page-query';

describe('pageUrlOf', () => {
  it('keeps the path and the parameters pages read, in one order, first value each', () => {
    expect(pageUrlOf('/')).toBe('/');
    expect(pageUrlOf('/?cb=1&utm_source=x')).toBe('/');
    expect(pageUrlOf('/updates?y=2024&tag=beach&cb=2&p=3')).toBe('/updates?p=3&tag=beach&y=2024');
    expect(pageUrlOf('/models?sort=name&sort=rating&s=')).toBe('/models?sort=name');
    expect(pageUrlOf('/signupSuccess?x_ans_token=abc&lang=de')).toBe('/signupSuccess?lang=de&x_ans_token=abc');
    expect(pageUrlOf('/search/sun%20set?q=x')).toBe('/search/sun%20set');
    expect(pageUrlOf('/models?hl=de&p=1')).toBe('/models?p=1&hl=de');
  });

  it('leaves the language parameter out for the page cache, which keys by the language picked', () => {
    expect(pageUrlOf('/models?hl=de&p=1', { withoutLanguage: true })).toBe('/models?p=1');
    expect(pageUrlOf('/models?lang=zz', { withoutLanguage: true })).toBe('/models');
  });

  it('starts every page with exactly one slash: `//x` and `/\\x` would name another host when resolved', () => {
    expect(pageUrlOf('//models?p=1')).toBe('/models?p=1');
    expect(pageUrlOf('/\\evil.example/%2e%2e')).toBe('/evil.example/%2e%2e');
    expect(pageUrlOf('//')).toBe('/');
    expect(new URL(pageUrlOf('//evil.example/x'), 'http://site.test').origin).toBe('http://site.test');
  });
});
