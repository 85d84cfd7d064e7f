import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../tests/setup/render-with-app';
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
    await waitFor(() => expect(document.title).toBe('Emotions'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/models?p=1');
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(alternates).toContainEqual(['de-DE', 'http://localhost:3000/models?p=1&lang=de']);
    expect(alternates).toContainEqual(['x-default', 'http://localhost:3000/models?p=1']);
  });

  it('uses the title a block gives for its page', async () => {
    const { store } = await renderWithApp(<PageHead site="modeldetails" />, { route: '/models/amaris' });
    store.set(pageMetaAtom, { title: 'Amaris Pinecrest', description: 'A placeholder profile' });
    await waitFor(() => expect(document.title).toBe('Amaris Pinecrest | Emotions'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A placeholder profile');
  });
});
