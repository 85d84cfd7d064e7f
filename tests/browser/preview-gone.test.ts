// QA opening a preview link that does not open (any more) sees a notice in its language, not the
// live site; at 390 px it fits without sideways scrolling or cut-off text, and its link leads to
// the live site. (A never-existing token is a 404 on every server version; the 410 cases are
// covered by app/preview-gone.test.tsx and the server's API tests.)
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, MOBILE, openPage } from './chromium';
import { measureLayout, type LayoutProblem } from './layout-probe';

const SHOTS = 'tests/artifacts/screenshots';
const CASES = [
  { lang: 'en', heading: 'This preview link does not exist', link: 'Go to the live site' },
  { lang: 'de', heading: 'Diesen Vorschau-Link gibt es nicht', link: 'Zur Live-Website' },
  { lang: 'fr', heading: 'Ce lien d’aperçu n’existe pas', link: 'Aller sur le site en ligne' },
  { lang: 'es', heading: 'Este enlace de vista previa no existe', link: 'Ir al sitio publicado' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

describe('a preview link that does not open', () => {
  it.each(CASES)('says so in $lang at 390 px, and leads to the live site', async ({ lang, heading, link }) => {
    const page = await openPage(browser, `/models?lang=${lang}&previewtoken=never-existed-0123`, { viewport: MOBILE });
    await page.getByRole('heading', { name: heading }).waitFor();
    const problems: LayoutProblem[] = await page.evaluate(measureLayout);
    expect(problems).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/preview-gone-${lang}-390.png` });
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL((address) => address.pathname === '/models' && !address.search.includes('previewtoken'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
    expect((page as typeof page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
