import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Route, Routes, MemoryRouter } from 'react-router';
import { setupI18n } from '@lingui/core';
import { renderWithApp, defaultSiteConfig } from '../../tests/setup/render-with-app';
import { AppProviders } from '../../src/app-providers';
import { createApiClient } from '../../src/api/client';
import RichText from './rich-text';
import { richText } from './index';

const unsafe =
  '<h2>Our rules</h2><p>Be <strong>nice</strong> &amp; fair.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script><a href="javascript:alert(1)">Click</a>';

afterEach(() => vi.unstubAllGlobals());

describe('RichText', () => {
  it('renders the operator’s formatting', async () => {
    await renderWithApp(
      <RichText html="<h2>Privacy</h2><ul><li>Cookies</li><li>Payments</li></ul><p>See <a href='/contact'>contact</a>.</p>" narrow />,
      { route: '/privacy' },
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cookies', 'Payments']);
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
  });

  it('removes scripts, event handlers and javascript: links', async () => {
    const { container } = await renderWithApp(<RichText {...richText.defaults} html={unsafe} />, { route: '/' });

    expect(screen.getByRole('heading', { name: 'Our rules' })).toBeInTheDocument();
    expect(screen.getByText('nice')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Click')).not.toHaveAttribute('href');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('follows same-site links inside the app', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <Routes>
        <Route path="/" element={<RichText {...richText.defaults} html="<p>Read our <a href='/privacy'>privacy policy</a>.</p>" />} />
        <Route path="/privacy" element={<h1>Privacy page</h1>} />
      </Routes>,
      { route: '/' },
    );

    await user.click(screen.getByRole('link', { name: 'privacy policy' }));
    expect(screen.getByRole('heading', { name: 'Privacy page' })).toBeInTheDocument();
  });

  it('shows the text of the active locale', async () => {
    await renderWithApp(<RichText html={{ en_US: '<p>Hello</p>', de_DE: '<p>Hallo</p>' }} narrow={false} />, { route: '/', locale: 'de_DE' });

    expect(screen.getByText('Hallo')).toBeInTheDocument();
  });

  it('sends only plain text when rendered on the server, where DOMPurify has no window', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const api = createApiClient({ baseUrl: 'http://localhost', getToken: () => null, getLocale: () => 'en_US', onUnauthorized: () => {} });
    vi.stubGlobal('window', undefined);

    const html = renderToString(
      <AppProviders loaded={{ config: defaultSiteConfig, previewToken: null, issues: [] }} api={api} i18n={i18n}>
        <MemoryRouter>
          <RichText {...richText.defaults} html={unsafe} />
        </MemoryRouter>
      </AppProviders>,
    );

    expect(html).toContain('Our rules Be nice &amp; fair.');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<strong>');
  });
});
