import { describe, expect, it } from 'vitest';
import { cleanCommentText, commentLength } from './comment-text';

describe('comment text', () => {
  it('trims, keeps line breaks and drops control and direction-override characters', () => {
    expect(cleanCommentText('  Lovely light!\r\n\r\n\r\n\r\nThanks\u0007 \u202Egnp.exe  ')).toBe('Lovely light!\n\nThanks gnp.exe');
    expect(cleanCommentText('\u0000\u001b[31m\t ')).toBe('[31m');
  });

  it('keeps markup as the characters it is', () => {
    expect(cleanCommentText('<script>alert(1)</script> & <b>hi</b>')).toBe('<script>alert(1)</script> & <b>hi</b>');
  });

  it('counts an emoji as one character', () => {
    expect(commentLength('Schön 👍')).toBe(7);
  });
});
