import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/models?p=2', '/models?p=2'],
    ['/profile', '/profile'],
    ['/videos/some-video#comments', '/videos/some-video#comments'],
    ['/', '/'],
  ])('keeps the same-site path %s', (from, expected) => {
    expect(safeRedirectPath(from)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/profile',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'models',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
  ])('sends %j to the home page', (from) => {
    expect(safeRedirectPath(from)).toBe('/');
  });

  it('uses the home page when there is no from', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('accepts another fallback', () => {
    expect(safeRedirectPath('//evil.example', '/profile')).toBe('/profile');
  });
});
