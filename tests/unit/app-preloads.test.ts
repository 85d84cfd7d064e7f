// The page's app code, its blocks' chunks and its language's catalog are named in an inert
// template (the bootstrap puts them in the head when it starts the app), never as live preloads
// a visitor's browser would fetch before the page has loaded.
import { describe, expect, it } from 'vitest';
import { preloadTags, type ViteManifest } from '../../server/render/vite-manifest';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-boot.js', isEntry: true, imports: ['_storage.js'], dynamicImports: ['_start-app.js'] },
  '_storage.js': { file: 'assets/storage.js' },
  '_start-app.js': {
    file: 'assets/start-app.js',
    imports: ['index.html', '_storage.js', '_react.js'],
    dynamicImports: ['blocks/slider/slider.tsx', 'blocks/video-detail/video-detail.tsx', 'src/i18n/locales/de/messages.po', 'src/i18n/locales/en/messages.po'],
  },
  '_react.js': { file: 'assets/react.js' },
  'blocks/slider/slider.tsx': { file: 'assets/slider.js', imports: ['_react.js'], dynamicImports: ['blocks/slider/slider-carousel.tsx'] },
  'blocks/slider/slider-carousel.tsx': { file: 'assets/slider-carousel.js' },
  'blocks/video-detail/video-detail.tsx': { file: 'assets/video-detail.js', css: ['assets/player.css'] },
  'src/i18n/locales/de/messages.po': { file: 'assets/messages-de.js' },
  'src/i18n/locales/en/messages.po': { file: 'assets/messages-en.js' },
};

const hrefs = (html: string) => [...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);

describe('preloadTags', () => {
  it('names the app, the page blocks and the catalog inside the template, not what the bootstrap loads, not the carousel', () => {
    const html = preloadTags(manifest, { blocks: ['slider'], locale: 'de_DE' });
    expect(html).toMatch(/^<template id="app-preloads">.*<\/template>$/);
    expect(hrefs(html)).toEqual(['assets/start-app.js', 'assets/react.js', 'assets/slider.js', 'assets/messages-de.js']);
  });

  it("keeps a block's stylesheet out of the template: the page needs it with or without the app", () => {
    const html = preloadTags(manifest, { blocks: ['videoDetail'], locale: 'en_US' });
    const [template, rest] = html.split('</template>');
    expect(hrefs(template!)).toEqual(['assets/start-app.js', 'assets/react.js', 'assets/video-detail.js', 'assets/messages-en.js']);
    expect(rest).toBe('<link rel="stylesheet" crossorigin href="/assets/player.css">');
  });

  it('is empty without a built entry', () => {
    expect(preloadTags({}, { blocks: ['slider'], locale: 'en_US' })).toBe('');
  });
});
