import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('strips <script> elements and on* handler attributes, keeps the content', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Text <b onmouseover="x()">bold</b></p><script>alert("x")</script><img src="/a.jpg" onerror="hack()" alt="A">',
    )!;
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\bon[a-z]+=/i);
    expect(clean).toContain('<b>bold</b>');
    expect(clean).toContain('src="/a.jpg"');
  });

  it('removes javascript: links and inline forms', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">x</a><form action="/x"><input name="a"></form><a href="/updates">ok</a>')!;
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<form|<input/i);
    expect(clean).toContain('<a href="/updates">ok</a>');
  });
});
