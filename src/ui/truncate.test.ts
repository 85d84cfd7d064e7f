import { describe, expect, it } from 'vitest';
import { htmlToText } from './html';
import { NEWS_PREVIEW_LENGTH, truncateWords } from './truncate';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('truncateWords', () => {
  it('keeps a text that fits, with whitespace collapsed', () => {
    expect(truncateWords('  Short   news\ntext  ')).toBe('Short news text');
    const exact = 'x'.repeat(NEWS_PREVIEW_LENGTH);
    expect(truncateWords(exact)).toBe(exact);
  });

  it('cuts at 130 characters on a word boundary and adds an ellipsis', () => {
    const text = words(40);
    const result = truncateWords(text);
    expect(result.endsWith('…')).toBe(true);
    const head = result.slice(0, -1);
    expect(head.length).toBeLessThanOrEqual(130);
    // The head is whole words of the original, and the next word would not have fitted.
    expect(text.startsWith(head)).toBe(true);
    expect(text[head.length]).toBe(' ');
    const nextEnd = text.indexOf(' ', head.length + 1);
    expect(nextEnd === -1 ? text.length : nextEnd).toBeGreaterThan(130);
  });

  it('never splits a word that crosses the limit', () => {
    // 125 characters, then a word running from 126 to 140.
    const text = `${'a'.repeat(125)} abcdefghijklmn tail`;
    expect(truncateWords(text)).toBe(`${'a'.repeat(125)}…`);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(120)} ${'b'.repeat(9)} more words`;
    expect(text.indexOf(' more')).toBe(130);
    expect(truncateWords(text)).toBe(`${'a'.repeat(120)} ${'b'.repeat(9)}…`);
  });

  it('drops punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(118)} bbbbbbbbb, cccccccccccc`;
    expect(truncateWords(text)).toBe(`${'a'.repeat(118)} bbbbbbbbb…`);
  });

  it('cuts a single over-long word hard', () => {
    expect(truncateWords('z'.repeat(200))).toBe(`${'z'.repeat(130)}…`);
  });

  it('takes a custom limit', () => {
    expect(truncateWords('one two three four', 9)).toBe('one two…');
  });
});

describe('htmlToText', () => {
  it('removes tags, scripts and styles and decodes entities', () => {
    expect(
      htmlToText('<p>Hello <strong>world</strong> &amp; more&nbsp;text</p><script>alert(1)</script><style>p{}</style><p>Next&#33; &#x263A;</p>'),
    ).toBe('Hello world & more text Next! ☺');
  });

  it('gives text ready to be truncated for a news preview', () => {
    const html = `<p>${words(30)}</p><ul><li>${words(10)}</li></ul>`;
    const preview = truncateWords(htmlToText(html));
    expect(preview).not.toMatch(/[<>]/);
    expect(preview.length).toBeLessThanOrEqual(131);
  });
});

describe('htmlToText spacing', () => {
  it('keeps punctuation after inline tags and separates blocks', () => {
    expect(htmlToText('<p>Text for <strong>Title</strong>. More</p><p>Next<br>line</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Text for Title. More Next line a b',
    );
  });
});
