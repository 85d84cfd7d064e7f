import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { canonicalSearch, PageHead } from './page-head';
import { metaDescription, pageMetaAtom } from './page-meta';

describe('page head', () => {
  it('keeps only paging and filter parameters in the canonical link', () => {
    expect(canonicalSearch('?tag=beach&previewtoken=abc&p=2&utm_source=x')).toBe('?p=2&tag=beach');
    expect(canonicalSearch('?aff=partner1')).toBe('');
  });

  it('cuts meta descriptions at a word boundary', () => {
    const text = `${'word '.repeat(40)}end`;
    const cut = metaDescription(text, 30);
    expect(cut.length).toBeLessThanOrEqual(31);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/wor…$/);
  });

  it('renders title, description, canonical and hreflang alternates from the configuration', async () => {
    await renderWithApp(<PageHead site="models" />, { route: '/models?p=1&previewtoken=x' });
    await waitFor(() => expect(document.title).toBe('Models | Emotions'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/models?p=1&hl=en');
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(alternates).toContainEqual(['de-DE', 'http://localhost:3000/models?p=1&hl=de']);
    expect(alternates).toContainEqual(['x-default', 'http://localhost:3000/models?p=1&hl=en']);
    expect(alternates).toHaveLength(5);
  });

  it('uses the title a block gives for its page', async () => {
    const { store } = await renderWithApp(<PageHead site="modeldetails" />, { route: '/models/amaris' });
    store.set(pageMetaAtom, { title: 'Amaris Pinecrest', description: 'A placeholder profile' });
    await waitFor(() => expect(document.title).toBe('Amaris Pinecrest | Emotions'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A placeholder profile');
  });

  const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
  const keywords = () => document.querySelector('meta[name="keywords"]')?.getAttribute('content');

  it('titles a list page in the visitor’s language, with its configured description', async () => {
    await renderWithApp(<PageHead site="videos" />, { route: '/videos', locale: 'fr_FR' });
    await waitFor(() => expect(document.title).toBe('Vidéos | Emotions'));
    expect(description()).toMatch(/^Des vidéos exclusives jusqu’en 4K/);
    expect(keywords()).toBe('abonnement, vidéos, galeries photo, contenu exclusif');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Vidéos | Emotions');
  });

  it('titles the home page by the site name, described by the site description', async () => {
    await renderWithApp(<PageHead site="home" />, { route: '/', locale: 'de_DE' });
    await waitFor(() => expect(description()).toMatch(/^Emotions in Perfektion erleben: exklusive Videos/));
    expect(document.title).toBe('Emotions');
  });

  it('titles static pages and the list of one content type', async () => {
    const { unmount } = await renderWithApp(<PageHead site="impress" />, { route: '/impress', locale: 'es_ES' });
    await waitFor(() => expect(document.title).toBe('Aviso legal | Emotions'));
    expect(description()).toBe('Aviso legal: la empresa detrás de Emotions y cómo contactar con ella.');
    unmount();
    await renderWithApp(
      <Routes>
        <Route path="/updates/:contentType?" element={<PageHead site="updates" />} />
      </Routes>,
      { route: '/updates/photos', locale: 'de_DE' },
    );
    await waitFor(() => expect(document.title).toBe('Fotos | Emotions'));
  });

  it('names the search term in the search page’s title', async () => {
    await renderWithApp(
      <Routes>
        <Route path="/search/:searchString?" element={<PageHead site="search" />} />
      </Routes>,
      { route: '/search/beach', locale: 'de_DE' },
    );
    await waitFor(() => expect(document.title).toBe('Suchergebnisse für „beach“ | Emotions'));
  });

  it('prefers the operator’s title for a site, in the visitor’s language', async () => {
    const config = configWith((c) => {
      c.core.seo.sites = { ...c.core.seo.sites, models: { ...c.core.seo.sites?.models, title: { en_US: 'Our models', de_DE: 'Unsere Models' } } };
    });
    await renderWithApp(<PageHead site="models" />, { route: '/models', locale: 'de_DE', config });
    await waitFor(() => expect(document.title).toBe('Unsere Models | Emotions'));
    expect(description()).toBe('Alle Models von Emotions mit ihren Profilen, Videos und Fotogalerien.');
  });
});
