// The studio's preview frame as an operator uses it, on a server of its own: the frame shows a
// first-time visitor's view although a staff member is logged in (and has passed the age gate in
// this browser), hovering outlines a block with its name, clicking selects it (the studio shows its
// path, the page does not react), navigating inside the frame moves the page field, and an invalid
// document marks the preview stale.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { startServer, type RunningServer } from './start-server';
import { openStudio as openStudioAs, previewFrame } from './studio-session';

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3199) + 1;
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

async function openStudio(): Promise<{ page: Page; consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  return { page: await openStudioAs(browser, server.baseUrl, { consoleErrors }), consoleErrors };
}

const frameOf = previewFrame;

describe('studio preview frame', () => {
  it('shows a visitor view, selects blocks by clicking, follows navigation and marks itself stale', async () => {
    const { page: studio, consoleErrors } = await openStudio();
    const frame = frameOf(studio);

    // A first-time visitor: the age gate and cookie notice, though this browser's staff member passed
    // both; no staff session (the join banner is for guests only).
    const gate = frame.getByRole('dialog');
    await gate.getByText('To enter you must be 18 or older').waitFor({ timeout: 20_000 });
    await frame.getByRole('region', { name: 'Cookie notice' }).waitFor();
    await frame.getByRole('region', { name: 'Become a member' }).waitFor();
    // The staff member's own session and age confirmation are untouched.
    expect(await studio.evaluate(() => [Boolean(localStorage.getItem('user-token')), Boolean(localStorage.getItem('enter18_ok'))])).toEqual([true, true]);

    // Without the age gate and banners, for editing comfort.
    const bannersToggle = studio.getByRole('button', { name: 'Age gate and banners' });
    expect(await bannersToggle.getAttribute('aria-pressed')).toBe('true');
    await bannersToggle.click();
    expect(await bannersToggle.getAttribute('aria-pressed')).toBe('false');
    await frame.getByRole('heading', { name: 'Recent videos' }).waitFor({ timeout: 20_000 });
    await frame.locator('[data-studio-block="slider"]').waitFor();
    expect(await gate.count()).toBe(0);
    expect(await frame.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);

    // Hovering outlines the block with its name.
    const slider = frame.locator('[data-studio-block="slider"]');
    await slider.hover();
    const hoverOutline = frame.locator('[data-outline="hover"]');
    await hoverOutline.waitFor({ state: 'visible' });
    expect(await hoverOutline.innerText()).toBe('Slider');
    const [outlineBox, sliderBox] = await Promise.all([hoverOutline.boundingBox(), slider.boundingBox()]);
    expect(Math.abs(outlineBox!.y - sliderBox!.y)).toBeLessThan(2);
    expect(Math.abs(outlineBox!.height - sliderBox!.height)).toBeLessThan(2);

    // Clicking selects it: the studio names it and its path; the slider's link does not navigate.
    await slider.click({ position: { x: sliderBox!.width / 2, y: sliderBox!.height / 2 } });
    const selected = studio.getByRole('status', { name: 'Selected block' });
    await selected.getByText('/ui/sites/homesite/containers/0', { exact: true }).waitFor();
    expect(await selected.getByText('Slider', { exact: true }).count()).toBe(1);
    await frame.locator('[data-outline="selected"]').waitFor({ state: 'visible' });
    expect(await frame.locator('[data-outline="selected"]').innerText()).toBe('Slider');
    expect(await studio.getByRole('textbox', { name: 'Page', exact: true }).inputValue()).toBe('/');
    // The editor's cursor went to the slider's entry.
    await expect.poll(() => studio.locator('.cm-activeLine').first().innerText()).toMatch(/^\s*\{\s*$/);
    expect(await studio.locator('.cm-activeLine + .cm-line').first().innerText()).toContain('"type": "slider"');

    // The screenshot operators see: a block selected, another hovered.
    await frame.locator('[data-studio-block="welcome"]').hover();
    await frame.locator('[data-outline="hover"]').getByText('Welcome').waitFor();
    await studio.screenshot({ path: `${SHOTS}/studio-frame-selected-1440.png` });

    // Clearing the selection in the studio removes the outline in the frame.
    await selected.getByRole('button', { name: 'Clear the selection' }).click();
    await frame.locator('[data-outline="selected"]').waitFor({ state: 'hidden' });

    // Navigating inside the frame (the header is not a block; clicks there work) moves the page field,
    // without reloading the frame: a marker set in the frame's window survives.
    const frameHandle = await studio.locator('iframe[title="Site preview"]').elementHandle();
    const inner = (await frameHandle!.contentFrame())!;
    await inner.evaluate(() => {
      (window as unknown as { studioMarker: number }).studioMarker = 42;
      window.scrollTo(0, 0);
    });
    await frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Models', exact: true }).first().click();
    await expect.poll(() => studio.getByRole('textbox', { name: 'Page', exact: true }).inputValue()).toBe('/models');
    expect(await inner.evaluate(() => (window as unknown as { studioMarker?: number }).studioMarker)).toBe(42);
    await frame.locator('[data-studio-path^="/ui/sites/modelssite/"]').first().waitFor();

    // With "Select blocks" off, the page works as for a visitor: no outline, clicks reach the page.
    await studio.getByRole('button', { name: 'Select blocks' }).click();
    await frame.locator('[data-studio-path]').first().hover();
    expect(await frame.locator('[data-outline="hover"]').isVisible()).toBe(false);
    await studio.getByRole('button', { name: 'Select blocks' }).click();

    // An invalid document: the preview keeps the last valid version and says so. (Selecting a block
    // showed its form; the JSON is the other tab.)
    await studio.getByRole('tab', { name: 'Configuration (JSON)' }).click();
    const editor = studio.getByRole('textbox', { name: 'Site configuration (JSON)' });
    await editor.click();
    await studio.keyboard.press('Control+End');
    await studio.keyboard.type(',');
    const band = studio.getByRole('status').filter({ hasText: 'Showing the last valid version' });
    await band.waitFor({ timeout: 15_000 });
    expect(await band.innerText()).toMatch(/fix \d+ problems?/);
    await studio.screenshot({ path: `${SHOTS}/studio-frame-stale.png` });
    await studio.keyboard.press('Backspace');
    await band.waitFor({ state: 'detached', timeout: 15_000 });

    expect((studio as Page & { errors: string[] }).errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await studio.context().close();
  }, 180_000);
});
