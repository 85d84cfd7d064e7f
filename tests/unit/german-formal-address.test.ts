// The German interface and its mails address the reader one way only: "Sie", never "du".
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deDE } from '../../server/mail/texts/de-de';

const INFORMAL = /\b(du|dein\w*|dich|dir)\b/i;

/** Every msgstr of a .po file, multi-line ones joined. */
function translations(file: string): string[] {
  const po = fs.readFileSync(file, 'utf8');
  return [...po.matchAll(/^msgstr ((?:".*"\n?)+)/gm)].map((m) => [...m[1]!.matchAll(/"(.*)"/g)].map((x) => x[1]).join(''));
}

describe('German in "Sie"', () => {
  it('has no du/dein/dich/dir in the interface catalog', () => {
    const informal = translations('src/i18n/locales/de/messages.po').filter((text) => INFORMAL.test(text));
    expect(informal).toEqual([]);
  });

  it('has no du/dein/dich/dir in any mail text', () => {
    const texts = JSON.stringify(deDE);
    expect(texts.match(new RegExp(INFORMAL.source, 'gi')) ?? []).toEqual([]);
  });
});
