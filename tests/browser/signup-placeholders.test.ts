// Issue 26: the German signup's placeholders fit their fields on a phone (390 px); they were cut.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, MOBILE, openPage } from './chromium';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('German signup on a phone', () => {
  it('shows every placeholder whole inside its field', async () => {
    const page = await openPage(browser, '/signup', { viewport: MOBILE, storage: { locale: 'de_DE' } });
    await page.getByRole('textbox', { name: /Benutzername/ }).waitFor();
    const cut = await page.evaluate(() => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      return [...document.querySelectorAll<HTMLInputElement>('main input[placeholder]')].flatMap((input) => {
        const style = getComputedStyle(input);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needed = canvas.measureText(input.placeholder).width;
        return needed > room ? [`${input.placeholder}: ${Math.round(needed)} px in ${Math.round(room)} px`] : [];
      });
    });
    expect(cut).toEqual([]);
    await page.context().close();
  });
});
