// The configuration studio end to end, on a server of its own (publishing changes what every
// visitor of that server sees): an operator edits the home layout, QA checks it through a preview
// link while visitors keep the live site, publishing switches visitors over, restoring switches back.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage } from './chromium';
import { startServer, type RunningServer } from './start-server';
import { homeBlocks, logIn, openStudio as openStudioAs } from './studio-session';

const PORT = 3221;
const MEMBER = { username: 'member', password: 'member-demo-2026' };
const SHOTS = 'tests/artifacts/screenshots';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServer(PORT)]);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseUrl).toString();
type LayoutEntry = { type: string; id?: string; blocks?: LayoutEntry[] };
type Config = { ui: { sites: { homesite: { containers: LayoutEntry[] } } } };

async function liveConfig(): Promise<Config> {
  const body = (await (await fetch(url('/api/settings'))).json()) as { data: { config: Config } };
  return body.data.config;
}

const openStudio = () => openStudioAs(browser, server.baseUrl);

/** Replaces the editor's document, the way an operator pastes an edited configuration. */
async function pasteDocument(page: Page, config: unknown) {
  const editor = page.getByRole('textbox', { name: 'Site configuration (JSON)' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await editor.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, JSON.stringify(config, null, 2));
}

const preview = (page: Page) => page.frameLocator('iframe[title="Site preview"]');

describe('configuration studio', () => {
  it('is for staff only: visitors log in first, members are turned away', async () => {
    const page = await openPage(browser, url('/studio'));
    await page.waitForURL(/\/login\?from=(\/|%2F)studio$/);
    await logIn(page, MEMBER);
    await page.waitForURL(/\/studio$/);
    await page.getByRole('heading', { name: 'Staff only' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Site configuration (JSON)' }).count()).toBe(0);
    await page.context().close();
  });

  it('edits the home layout with a live preview; QA checks the link, publishing and restoring switch visitors', async () => {
    const live = await liveConfig();
    const before = await (async () => {
      const visitor = await openPage(browser, url('/'));
      await visitor.getByRole('heading', { name: 'Recent videos' }).waitFor();
      const order = await homeBlocks(visitor);
      await visitor.context().close();
      return order;
    })();
    expect(before.indexOf('slider')).toBeLessThan(before.indexOf('counterBar'));
    expect(before).toContain('tagCloud');

    const studio = await openStudio();
    await preview(studio).getByRole('heading', { name: 'Recent videos' }).waitFor({ timeout: 20_000 });
    await studio.screenshot({ path: `${SHOTS}/studio-valid.png` });

    // Counter bar above the slider, tag cloud gone (the calendar beside it stays).
    const edited = structuredClone(live);
    const home = edited.ui.sites.homesite.containers;
    const counterBar = home.splice(home.findIndex((entry) => entry.type === 'counterBar'), 1)[0]!;
    home.splice(home.findIndex((entry) => entry.type === 'slider'), 0, counterBar);
    const discover = home.find((entry) => entry.blocks?.some((block) => block.type === 'tagCloud'))!;
    discover.blocks = discover.blocks!.filter((block) => block.type !== 'tagCloud');
    await pasteDocument(studio, edited);

    // The preview follows the editor without saving anything.
    await expect.poll(() => homeBlocks(preview(studio)), { timeout: 15_000 }).toEqual(expect.arrayContaining(['counterBar', 'slider']));
    await expect.poll(async () => (await homeBlocks(preview(studio)))[0], { timeout: 15_000 }).toBe('counterBar');
    expect(await homeBlocks(preview(studio))).not.toContain('tagCloud');
    expect((await liveConfig()).ui.sites.homesite.containers[0]!.type).toBe('slider');

    // Viewport presets change the framed page's width.
    await studio.getByRole('button', { name: '390' }).click();
    await expect.poll(() => studio.locator('iframe[title="Site preview"]').evaluate((frame) => (frame as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(390);
    await studio.getByRole('button', { name: '1440' }).click();

    await studio.getByRole('textbox', { name: 'Name of the configuration' }).fill('Counter bar first');
    await studio.getByRole('button', { name: 'Save as preview link' }).click();
    const linkField = studio.getByRole('region', { name: 'Preview link' }).getByRole('textbox', { name: 'Preview link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\?previewtoken=[A-Za-z0-9_-]{20,}$/);

    // QA (not logged in) opens the link: the new layout with the preview banner.
    const qa = await openPage(browser, url(new URL(link).pathname + new URL(link).search));
    const banner = qa.getByRole('region', { name: 'Preview mode' });
    await banner.waitFor();
    await qa.getByRole('heading', { name: 'Recent videos' }).waitFor();
    await expect.poll(async () => (await homeBlocks(qa))[0]).toBe('counterBar');
    expect(await homeBlocks(qa)).not.toContain('tagCloud');
    await qa.screenshot({ path: `${SHOTS}/studio-preview-link.png` });

    // A visitor without the token still gets the live site.
    const visitor = await openPage(browser, url('/'));
    await visitor.getByRole('heading', { name: 'Recent videos' }).waitFor();
    await expect.poll(() => homeBlocks(visitor), { timeout: 15_000 }).toEqual(before);

    // 'Finish' takes QA back to the live site.
    await banner.getByRole('button', { name: 'Finish' }).click();
    await qa.waitForURL((address) => !address.search.includes('previewtoken'));
    await qa.getByRole('heading', { name: 'Recent videos' }).waitFor();
    await expect.poll(() => homeBlocks(qa), { timeout: 15_000 }).toEqual(before);
    expect(await banner.count()).toBe(0);

    // Publishing: visitors see the new layout.
    await studio.getByRole('button', { name: 'Publish' }).click();
    const confirm = studio.getByRole('dialog', { name: 'Publish this configuration?' });
    await confirm.getByText('“Counter bar first” becomes the live configuration').waitFor();
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    await studio.getByText(/^Published: version \d+ is live\.$/).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Recent videos' }).waitFor();
    await expect.poll(async () => (await homeBlocks(visitor))[0]).toBe('counterBar');
    expect(await homeBlocks(visitor)).not.toContain('tagCloud');

    // The history shows what the published version changed, and restores the previous one.
    await studio.getByRole('button', { name: 'Versions' }).click();
    const versions = studio.getByRole('dialog', { name: 'Versions' });
    const newest = versions.getByRole('row').nth(1);
    await newest.getByText('live').waitFor();
    await newest.getByRole('button', { name: /changed$/ }).click();
    const changes = versions.getByRole('list', { name: 'Changes' });
    await changes.waitFor();
    expect(await changes.innerText()).toContain('counterBar "counter-bar"');
    expect(await changes.innerText()).toContain('tagCloud "tag-cloud"');
    await studio.screenshot({ path: `${SHOTS}/studio-versions.png` });
    const previous = versions.getByRole('row').nth(2);
    await previous.getByRole('button', { name: /^Restore / }).click();
    await versions.getByRole('group', { name: 'Confirm restore' }).getByRole('button', { name: /^Restore / }).click();
    await studio.getByText(/^Restored “.*”: version \d+ is live\.$/).waitFor();
    // The editor still holds the published document: it warns instead of re-publishing it silently,
    // and Reload brings the restored live configuration into the editor.
    await versions.getByRole('button', { name: 'Close' }).click();
    const moved = studio.getByRole('alert', { name: 'The live site changed' });
    await moved.getByText(/^The live site changed \(version \d+ by staff\)\. Publishing would replace it\.$/).waitFor();
    await moved.getByRole('button', { name: 'Reload' }).click();
    await moved.waitFor({ state: 'detached' });

    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Recent videos' }).waitFor();
    await expect.poll(() => homeBlocks(visitor), { timeout: 15_000 }).toEqual(before);
    for (const page of [studio, qa, visitor]) expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await Promise.all([studio.context().close(), qa.context().close(), visitor.context().close()]);
  });

  it('shows an unknown block type and a bad prop with their paths, in the studio and in the preview banner', async () => {
    const studio = await openStudio();
    const broken = structuredClone(await liveConfig()) as Config & { ui: { sites: { homesite: { containers: Array<LayoutEntry & { props?: unknown }> } } } };
    const home = broken.ui.sites.homesite.containers;
    const slider = home.findIndex((entry) => entry.type === 'slider');
    const welcome = home.findIndex((entry) => entry.type === 'welcome');
    home[slider] = { ...home[slider]!, props: { autoplayMs: 'fast' } };
    home[welcome] = { ...home[welcome]!, type: 'welcomeBanner' };
    await pasteDocument(studio, broken);

    const problems = studio.getByRole('region', { name: 'Problems' });
    await problems.getByText('2 problems', { exact: true }).waitFor({ timeout: 20_000 });
    const listed = await problems.getByRole('button').allInnerTexts();
    expect(listed.map((text) => text.replace(/\s+/g, ' '))).toEqual(
      expect.arrayContaining([
        `/ui/sites/homesite/containers/${slider}/props/autoplayMs must be integer`,
        `/ui/sites/homesite/containers/${welcome}/type unknown block type "welcomeBanner"`,
      ]),
    );
    // Choosing a problem scrolls the editor to it, where the wrong value is underlined.
    const underlined = () => studio.locator('.cm-lintRange-error').allInnerTexts();
    await problems.getByRole('button', { name: new RegExp(`containers/${slider}/props/autoplayMs`) }).click();
    await expect.poll(underlined, { timeout: 15_000 }).toContain('"fast"');
    await problems.getByRole('button', { name: new RegExp(`containers/${welcome}/type`) }).click();
    await expect.poll(underlined, { timeout: 15_000 }).toContain('"welcomeBanner"');
    // Nothing invalid can be saved or published, and the studio says why.
    expect(await studio.getByRole('button', { name: 'Save as preview link' }).isDisabled()).toBe(true);
    expect(await studio.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await studio.getByText('Saving and publishing are off: 2 problems to fix.').waitFor();

    // The preview keeps the last valid version until asked to show this one: then its banner lists
    // the same problems, and the valid blocks still render.
    await studio.getByRole('button', { name: 'Show with the problems' }).click();
    const banner = preview(studio).getByRole('region', { name: 'Preview mode' });
    await banner.getByText('This configuration has 2 problems:').waitFor({ timeout: 15_000 });
    const bannerItems = await banner.getByRole('listitem').allInnerTexts();
    expect(bannerItems).toEqual(
      expect.arrayContaining([
        `/ui/sites/homesite/containers/${slider}/props/autoplayMs: must be integer`,
        `/ui/sites/homesite/containers/${welcome}/type: unknown block type "welcomeBanner"`,
      ]),
    );
    await preview(studio).getByRole('heading', { name: 'Recent videos' }).waitFor({ timeout: 20_000 });

    await studio.screenshot({ path: `${SHOTS}/studio-errors.png` });
    expect((studio as Page & { errors: string[] }).errors).toEqual([]);
    await studio.context().close();
  });
});
